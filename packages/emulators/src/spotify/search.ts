// GET /v1/search for tracks, as Spotify answers development-mode apps in 2026: `limit` at
// most 10 (AMENDMENTS A4), field filters `track:` and `artist:`. Error texts are Spotify's.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendFault } from '../faults';
import { checkBearer } from './bearer-auth';
import { webApiError, webApiFaultBody } from './errors';
import { marketOf } from './markets';
import { parseTrackQuery } from './search-query';
import { searchTracks } from './search-ranking';
import type { SpotifyStore } from './store';
import { trackObject } from './track-object';
import { refusedByUserList, sendNotRegistered } from './user-list';

export type SearchRoutesOptions = {
  store: SpotifyStore;
  basePath: string;
  publicUrl: string | undefined;
};

type SearchQuerystring = {
  q?: unknown;
  type?: unknown;
  limit?: unknown;
  offset?: unknown;
  market?: unknown;
};

const SEARCH_TYPES = ['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook'];

// Contract: limit 1..10, default 5; offset 0..1000, default 0.
function integer(value: unknown, fallback: number, min: number, max: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, options) => {
  const { store, basePath, publicUrl } = options;
  // Links to images point where browsers reach the emulator when that is known; links to
  // the API point where this request came.
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}${basePath}`;

  app.get<{ Querystring: SearchQuerystring }>('/v1/search', async (request, reply) => {
    store.countSearch();
    const { searchDelayMs } = store.settings();
    if (searchDelayMs > 0) {
      await sleep(searchDelayMs, undefined, { signal: store.faults.signal }).catch(() => {});
    }
    const fault = store.faults.take('search');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(webApiFaultBody(status)),
      });
    }
    const auth = checkBearer(store, request.headers.authorization);
    if (!auth.ok) return reply.status(auth.status).send(webApiError(auth.status, auth.message));
    if (refusedByUserList(store, auth.token.userId)) return sendNotRegistered(reply);

    const bad = (message: string) => reply.status(400).send(webApiError(400, message));
    const { q, type } = request.query;
    if (typeof q !== 'string' || q.trim() === '') return bad('No search query');
    if (typeof type !== 'string' || type === '') return bad('Missing parameter type');
    const types = type.split(',');
    const unknown = types.find((t) => !SEARCH_TYPES.includes(t));
    if (unknown !== undefined) return bad(`Bad search type field ${unknown}`);
    // Moodtape only looks up tracks; an answer without them would be a silent lie.
    if (!types.includes('track')) return bad('Only type=track is emulated');
    const limit = integer(request.query.limit, 5, 1, 10);
    if (limit === null) return bad('Invalid limit');
    const offset = integer(request.query.offset, 0, 0, 1000);
    if (offset === null) return bad('Invalid offset');
    const market = marketOf(request.query.market, auth.token.userId);
    if (!market.ok) return bad(market.message);
    const view = { market: market.market, developmentMode: store.settings().developmentMode };

    const found = searchTracks(parseTrackQuery(q));
    const apiUrl = `${origin(request)}/api`;
    const urls = { apiUrl, emulatorUrl: publicUrl ?? origin(request) };
    const href = (at: number) =>
      `${apiUrl}/v1/search?${new URLSearchParams({ q, type, offset: String(at), limit: String(limit) })}`;
    return {
      tracks: {
        href: href(offset),
        limit,
        next: offset + limit < found.length ? href(offset + limit) : null,
        offset,
        previous: offset > 0 ? href(Math.max(0, offset - limit)) : null,
        total: found.length,
        items: found.slice(offset, offset + limit).map((track) => trackObject(track, urls, view)),
      },
    };
  });
};
