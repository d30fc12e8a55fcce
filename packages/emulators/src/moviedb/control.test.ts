import { describe, expect, it } from 'vitest';
import { MoviePageSchema, TmdbErrorSchema } from './contract-schemas';
import { TMDB, control, createTmdbEmulator, searchMovies, searchTv } from './moviedb.test-support';

const NO_FAULTS = { faults: { search: null, images: null } };

async function posterUrl(app: ReturnType<typeof createTmdbEmulator>) {
  const page = MoviePageSchema.parse((await searchMovies(app, 'Casablanca')).json());
  return `${TMDB}/t/p/w185${page.results[0]?.poster_path}`;
}

describe('control routes', () => {
  it('reports the state, and an empty POST changes nothing', async () => {
    const app = createTmdbEmulator();
    expect((await app.inject({ method: 'GET', url: `${TMDB}/__control` })).json()).toEqual(
      NO_FAULTS,
    );
    expect((await control(app, {})).json()).toEqual(NO_FAULTS);
  });

  it('rate-limits search with Retry-After and TMDB body, for `times` answers', async () => {
    const app = createTmdbEmulator();
    const set = await control(app, {
      faults: { search: { status: 429, retryAfterSeconds: 7, times: 2 } },
    });
    expect(set.json().faults.search).toEqual({ status: 429, retryAfterSeconds: 7, times: 2 });
    for (const res of [await searchMovies(app, 'Vertigo'), await searchTv(app, 'Seinfeld')]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('7');
      expect(TmdbErrorSchema.parse(res.json())).toEqual({
        status_code: 25,
        status_message: 'Your request count (#) is over the allowed limit of (40).',
        success: false,
      });
    }
    expect((await searchMovies(app, 'Vertigo')).statusCode).toBe(200);
  });

  it('answers 5xx with TMDB codes, or the body given, until cleared', async () => {
    const app = createTmdbEmulator();
    await control(app, { faults: { search: { status: 503 } } });
    expect((await searchMovies(app, 'Vertigo')).json()).toMatchObject({ status_code: 9 });
    expect((await searchMovies(app, 'Vertigo')).statusCode).toBe(503);
    await control(app, { faults: { search: { status: 500, body: { oops: true } } } });
    const custom = await searchMovies(app, 'Vertigo');
    expect([custom.statusCode, custom.json()]).toEqual([500, { oops: true }]);
    await control(app, { faults: { search: null } });
    expect((await searchMovies(app, 'Vertigo')).statusCode).toBe(200);
  });

  it('faults images apart from search', async () => {
    const app = createTmdbEmulator();
    const url = await posterUrl(app);
    await control(app, { faults: { images: { status: 502, times: 1 } } });
    expect((await searchMovies(app, 'Casablanca')).statusCode).toBe(200);
    const failed = await app.inject({ method: 'GET', url });
    expect([failed.statusCode, failed.json().status_code]).toEqual([502, 43]);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('slows answers down, and a pending delay ends when the server closes', async () => {
    const app = createTmdbEmulator();
    await control(app, { faults: { search: { status: 504, delayMs: 120, times: 1 } } });
    const started = Date.now();
    const slow = await searchMovies(app, 'Vertigo');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(slow.json()).toMatchObject({ status_code: 24 });

    // A timeout: the answer would come after two minutes; closing cuts it short.
    await control(app, { faults: { search: { status: 504, delayMs: 120_000 } } });
    const pending = searchMovies(app, 'Vertigo');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closedAt = Date.now();
    await app.close();
    expect((await pending).statusCode).toBe(504);
    expect(Date.now() - closedAt).toBeLessThan(5_000);
  });

  it('counts search and image requests, faulted ones too, until reset', async () => {
    const app = createTmdbEmulator();
    const url = await posterUrl(app);
    await control(app, { faults: { search: { status: 429, times: 1 } } });
    await searchTv(app, 'Seinfeld');
    await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url });
    const stats = await app.inject({ method: 'GET', url: `${TMDB}/__control/stats` });
    expect(stats.json()).toEqual({ searchRequests: 2, imageRequests: 2 });

    await control(app, { faults: { images: { status: 500 } } });
    expect((await control(app, {}, '/reset')).json()).toEqual(NO_FAULTS);
    const after = await app.inject({ method: 'GET', url: `${TMDB}/__control/stats` });
    expect(after.json()).toEqual({ searchRequests: 0, imageRequests: 0 });
  });

  it('refuses a bad body, naming each problem', async () => {
    const app = createTmdbEmulator();
    const res = await control(app, { faults: { search: { status: 200 }, posters: null } });
    expect(res.statusCode).toBe(400);
    const { status_message } = TmdbErrorSchema.parse(res.json());
    expect(status_message).toMatch(/^Invalid control body: /);
    expect(status_message).toContain('faults.search.status');
    expect(status_message).toContain('posters');
  });
});

describe('over a real socket', () => {
  it('lets a client time out on a slow answer, and still closes at once', async () => {
    const app = createTmdbEmulator();
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    await control(app, { faults: { search: { status: 503, delayMs: 60_000 } } });
    const url = `${origin}${TMDB}/3/search/movie?query=Vertigo&api_key=emulator-tmdb-key`;
    await expect(fetch(url, { signal: AbortSignal.timeout(100) })).rejects.toThrow(
      /timeout|aborted/i,
    );
    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(2_000);
  });
});
