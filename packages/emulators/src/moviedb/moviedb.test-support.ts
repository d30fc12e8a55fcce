// Helpers for the TMDB emulator's tests: an emulator mounted where the product mounts it,
// and requests over app.inject() with the default API key.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { DEFAULT_TMDB_API_KEY, type MovieDbEmulatorOptions, TMDB_PREFIX } from './options';
import { movieDbEmulator } from './plugin';

export const TMDB = TMDB_PREFIX;

// Every emulator made here is closed after its test, so test files need no teardown.
const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

export function createTmdbEmulator(options: MovieDbEmulatorOptions = {}): FastifyInstance {
  // Not createEmulatorServer: that one is wired by src/server.ts, outside this folder.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  void app.register(movieDbEmulator, { prefix: TMDB, ...options });
  open.push(app);
  return app;
}

/** GET `{prefix}/3{path}` with these query parameters and, unless given, the API key. */
export function get(
  app: FastifyInstance,
  path: string,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  const query = new URLSearchParams(
    Object.entries({ api_key: DEFAULT_TMDB_API_KEY, ...params }).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  );
  return app.inject({ method: 'GET', url: `${TMDB}/3${path}?${query}`, headers });
}

export function searchMovies(app: FastifyInstance, query: string, extra = {}) {
  return get(app, '/search/movie', { query, ...extra });
}

export function searchTv(app: FastifyInstance, query: string, extra = {}) {
  return get(app, '/search/tv', { query, ...extra });
}

export function control(app: FastifyInstance, body: unknown, path = '') {
  return app.inject({ method: 'POST', url: `${TMDB}/__control${path}`, payload: body as object });
}
