// Removing items from the current user's library: DELETE /v1/me/library?uris=..., which
// replaced the type-specific removals and "Unfollow Playlist" (DELETE
// /v1/playlists/{id}/followers) for development-mode apps in February 2026.
// https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide
// Spotify has no "delete playlist": an owner removing their playlist from their library is
// how it goes away. The emulator then forgets the playlist (nobody else follows anything
// here). Other items are never saved in the emulator, so removing them changes nothing.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendFault } from '../faults';
import { checkBearer } from './bearer-auth';
import { findDemoAccount } from './demo-accounts';
import { webApiError, webApiFaultBody } from './errors';
import type { SpotifyStore } from './store';

export type LibraryRoutesOptions = { store: SpotifyStore };

type RemoveQuery = { Querystring: { uris?: unknown } };

// Contract (remove-library-items): "Maximum: 40 URIs".
export const MAX_LIBRARY_URIS = 40;

const URI = /^spotify:([a-z]+):([^:,\s]+)$/;
const BASE62_ID = /^[0-9A-Za-z]{22}$/;

// The contract names user-library-modify, user-follow-modify and playlist-modify-public for
// this route; each is the scope of one kind of item, as on the routes it replaced.
const SCOPE_BY_TYPE: Record<string, string> = {
  track: 'user-library-modify',
  album: 'user-library-modify',
  episode: 'user-library-modify',
  show: 'user-library-modify',
  audiobook: 'user-library-modify',
  user: 'user-follow-modify',
  playlist: 'playlist-modify-public',
};

type LibraryItem = { type: string; id: string };
type Read = { ok: true; items: LibraryItem[] } | { ok: false; problem: string };

// The contract lists the 400s (missing `uris`, a bad URI, an unsupported type, more than
// 40) but not their texts: these are the emulator's own words.
function readUris(value: unknown): Read {
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, problem: 'Missing required parameter: uris' };
  }
  const uris = value.split(',').map((uri) => uri.trim());
  if (uris.length > MAX_LIBRARY_URIS) {
    return { ok: false, problem: `Too many ids requested. Maximum: ${MAX_LIBRARY_URIS}` };
  }
  const items: LibraryItem[] = [];
  for (const uri of uris) {
    const [, type = '', id = ''] = URI.exec(uri) ?? [];
    // User ids are usernames; every other item has a 22-character base-62 id.
    if (type === '' || (type !== 'user' && !BASE62_ID.test(id))) {
      return { ok: false, problem: `Invalid uri: ${uri}` };
    }
    if (!Object.hasOwn(SCOPE_BY_TYPE, type)) {
      return { ok: false, problem: `Unsupported uri type: ${type}` };
    }
    items.push({ type, id });
  }
  return { ok: true, items };
}

export const libraryRoutes: FastifyPluginAsync<LibraryRoutesOptions> = async (app, { store }) => {
  const send = (reply: FastifyReply, status: number, message: string) =>
    reply.status(status).send(webApiError(status, message));

  // Spotify ignores a body here, whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (_request, reply) => {
    const fault = store.faults.take('library');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(webApiFaultBody(status)),
      });
    }
    return undefined;
  });

  app.delete<RemoveQuery>('/v1/me/library', async (request, reply) => {
    const auth = checkBearer(store, request.headers.authorization);
    if (!auth.ok) return send(reply, auth.status, auth.message);
    const { token } = auth;
    if (!findDemoAccount(token.userId)) return send(reply, 401, 'Invalid access token');
    const read = readUris(request.query.uris);
    if (!read.ok) return send(reply, 400, read.problem);
    const needed = new Set(read.items.map((item) => SCOPE_BY_TYPE[item.type] ?? ''));
    if (![...needed].every((scope) => token.scopes.includes(scope))) {
      return send(reply, 403, 'Insufficient client scope');
    }
    for (const item of read.items) {
      if (item.type !== 'playlist') continue;
      const playlist = store.playlists.find(item.id);
      // Someone else's playlist was never in this library: nothing to remove.
      if (playlist?.ownerId === token.userId) store.playlists.remove(item.id);
    }
    // Contract: 200 "Items removed from library", with no body.
    return reply.status(200).send();
  });
};
