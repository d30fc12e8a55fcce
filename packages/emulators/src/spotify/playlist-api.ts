// The Web API's playlists as development-mode apps have them since February 2026
// (AMENDMENTS A4): create with POST /v1/me/playlists, add with POST
// /v1/playlists/{id}/items, read with GET /v1/playlists/{id} and its /items pages.
// https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFault } from '../faults';
import { checkBearer } from './bearer-auth';
import { findDemoAccount } from './demo-accounts';
import { webApiError, webApiFaultBody } from './errors';
import { itemsPage, playlistObject } from './playlist-objects';
import {
  ERROR_PARSING_JSON,
  jsonObject,
  readItemsRequest,
  readNewPlaylist,
} from './playlist-request';
import { type Playlist, snapshotId } from './playlist-store';
import type { AccessToken, SpotifyStore } from './store';
import type { TrackUrls } from './track-object';

export type PlaylistRoutesOptions = {
  store: SpotifyStore;
  trackUrls: (request: FastifyRequest) => TrackUrls;
};

type IdParams = { Params: { playlist_id: string } };
type PageQuery = { Querystring: { limit?: unknown; offset?: unknown } };
type AddQuery = { Querystring: { uris?: unknown; position?: unknown } };

const MODIFY_PUBLIC = 'playlist-modify-public';
const MODIFY_PRIVATE = 'playlist-modify-private';
const PLAYLIST_ID = /^[0-9A-Za-z]{22}$/;

// Contract (QueryLimit of Get Playlist Items): limit 1..50, default 20; offset from 0.
function integer(value: unknown, fallback: number, min: number, max: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export const playlistRoutes: FastifyPluginAsync<PlaylistRoutesOptions> = async (app, options) => {
  const { store, trackUrls } = options;
  const send = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).send(webApiError(status, message));

  // Spotify reads the body as JSON whatever its content type, and answers a bad one
  // itself; so the body arrives here as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (_request, reply) => {
    store.countPlaylist();
    const fault = store.faults.take('playlists');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(webApiFaultBody(status)),
      });
    }
    return undefined;
  });

  /** The caller's token, or undefined once the refusal is sent. */
  function caller(request: FastifyRequest, reply: FastifyReply): AccessToken | undefined {
    const auth = checkBearer(store, request.headers.authorization);
    if (!auth.ok) return void send(reply, auth.status, auth.message);
    if (!findDemoAccount(auth.token.userId)) return void send(reply, 401, 'Invalid access token');
    return auth.token;
  }

  const hasScopes = (token: AccessToken, scopes: string[]) =>
    scopes.every((scope) => token.scopes.includes(scope));

  /**
   * The playlist the path names, or undefined once the refusal is sent. When reading,
   * someone else's private playlist is "not found", as Spotify answers for a private
   * playlist the caller does not follow (nobody follows anything in the emulator).
   */
  function findPlaylist(id: string, reply: FastifyReply, userId: string, read: boolean) {
    if (!PLAYLIST_ID.test(id)) return void send(reply, 400, 'Invalid base62 id');
    const playlist = store.playlists.find(id);
    const hidden = read && playlist && !playlist.public && playlist.ownerId !== userId;
    if (!playlist || hidden) return void send(reply, 404, 'Not found.');
    return playlist;
  }

  const modifyScope = (playlist: Pick<Playlist, 'public'>) =>
    playlist.public ? MODIFY_PUBLIC : MODIFY_PRIVATE;

  app.post<{ Body: unknown }>('/v1/me/playlists', async (request, reply) => {
    const token = caller(request, reply);
    if (!token) return reply;
    const body = jsonObject(request.body);
    if (!body) return send(reply, 400, ERROR_PARSING_JSON);
    const read = readNewPlaylist(body, token.userId);
    if (!read.ok) return send(reply, 400, read.problem);
    // Contract: public playlists need playlist-modify-public, private ones
    // playlist-modify-private, collaborative ones both.
    const needed = read.value.collaborative
      ? [MODIFY_PUBLIC, MODIFY_PRIVATE]
      : [modifyScope(read.value)];
    if (!hasScopes(token, needed)) return send(reply, 403, 'Insufficient client scope');
    const playlist = store.playlists.create(read.value);
    return reply.status(201).send(playlistObject(playlist, trackUrls(request), token.userId));
  });

  app.get<IdParams>('/v1/playlists/:playlist_id', async (request, reply) => {
    const token = caller(request, reply);
    if (!token) return reply;
    const playlist = findPlaylist(request.params.playlist_id, reply, token.userId, true);
    if (!playlist) return reply;
    // Reading needs no scope (contract: security []), so the product's scopes suffice.
    return playlistObject(playlist, trackUrls(request), token.userId);
  });

  app.get<IdParams & PageQuery>('/v1/playlists/:playlist_id/items', async (request, reply) => {
    const token = caller(request, reply);
    if (!token) return reply;
    const playlist = findPlaylist(request.params.playlist_id, reply, token.userId, true);
    if (!playlist) return reply;
    // Contract: only the owner or a collaborator may list the items; others get 403.
    // It names playlist-read-private too, which the product never asks for: owners are
    // served without it.
    if (playlist.ownerId !== token.userId) return send(reply, 403, 'Forbidden');
    const limit = integer(request.query.limit, 20, 1, 50);
    if (limit === null) return send(reply, 400, 'Invalid limit');
    const offset = integer(request.query.offset, 0, 0, Number.MAX_SAFE_INTEGER);
    if (offset === null) return send(reply, 400, 'Invalid offset');
    return itemsPage(playlist, trackUrls(request), offset, limit);
  });

  app.post<IdParams & AddQuery & { Body: unknown }>(
    '/v1/playlists/:playlist_id/items',
    async (request, reply) => {
      const token = caller(request, reply);
      if (!token) return reply;
      const { userId } = token;
      // Adding to someone else's playlist is refused, not hidden, private or not: Spotify
      // tells the caller it is not theirs.
      const playlist = findPlaylist(request.params.playlist_id, reply, userId, false);
      if (!playlist) return reply;
      if (playlist.ownerId !== userId) {
        return send(reply, 403, "You cannot add tracks to a playlist you don't own.");
      }
      if (!hasScopes(token, [modifyScope(playlist)])) {
        return send(reply, 403, 'Insufficient client scope');
      }
      const body = jsonObject(request.body);
      if (!body) return send(reply, 400, ERROR_PARSING_JSON);
      const read = readItemsRequest(request.query, body, playlist.entries.length);
      if (!read.ok) return send(reply, 400, read.problem);
      store.playlists.addItems(playlist, read.value.trackIds, userId, read.value.position);
      return reply.status(201).send({ snapshot_id: snapshotId(playlist) });
    },
  );
};
