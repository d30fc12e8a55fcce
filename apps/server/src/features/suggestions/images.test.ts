// POST /api/enrich-suggestions-with-images and the creator monograms, against the TMDB
// emulator (its switches make it fail and stall) and the real database (its poster cache).
import { MOVIES, TV_SHOWS } from '@moodtape/mood-engine';
import type { Suggestions } from '@moodtape/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type EmulatorControl, type Harness, createHarness } from '../../../test/harness';

const screen = (titles: readonly { title: string; year: number; description: string }[]) =>
  titles.map((t) => ({ title: t.title, year: t.year, description: t.description, imageUrl: null }));

function suggestionsOf(from: number, count: number): Suggestions {
  return {
    movies: screen(MOVIES.slice(from, from + count)),
    tvShows: screen(TV_SHOWS.slice(from, from + count)),
    activities: [{ title: 'Read by the fire', description: 'A long novel.', iconHint: 'reading' }],
    creators: [
      {
        name: 'Lofi Girl',
        platform: 'YouTube',
        description: 'Beats to relax to.',
        imageUrl: null,
        channelUrl: 'https://www.youtube.com/@LofiGirl',
        spotifyUri: null,
      },
    ],
  };
}

describe.each(TEST_DATABASES)('suggestion pictures ($kind)', (database) => {
  let h: Harness;
  let session: string;
  let tmdb: EmulatorControl;

  beforeAll(async () => {
    h = await createHarness(database, {
      env: { AI_CALLS_PER_MINUTE: '1000', TMDB_TIMEOUT_MS: '400' },
    });
    session = await h.signIn('ava.rivers');
    tmdb = h.emulator('tmdb');
  });
  afterAll(() => h.close());
  beforeEach(() => tmdb.post('/reset'));

  const enrich = async (suggestions: Suggestions) => {
    const response = await h.inject({
      method: 'POST',
      url: '/api/enrich-suggestions-with-images',
      payload: suggestions,
      cookies: { mt_session: session },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Suggestions>();
  };

  it('fills posters from the movie database and remembers them', async () => {
    const input = suggestionsOf(0, 3);
    const enriched = await enrich(input);
    const posterBase = `${h.emulatorUrl}/emulators/tmdb/t/p/w342/`;
    for (const item of [...enriched.movies, ...enriched.tvShows]) {
      expect(item.imageUrl?.startsWith(posterBase)).toBe(true);
    }
    expect(enriched.movies.map((m) => m.title)).toEqual(input.movies.map((m) => m.title));
    const poster = await fetch(enriched.movies[0]!.imageUrl!);
    expect(poster.status).toBe(200);
    const asked = (await tmdb.stats()).searchRequests;
    expect(asked).toBeGreaterThanOrEqual(6);

    // The same titles again: from the database, no lookup.
    expect(await enrich(input)).toEqual(enriched);
    expect((await tmdb.stats()).searchRequests).toBe(asked);
  });

  it('remembers a title the database does not know', async () => {
    const unknown = { title: 'Qqzx Not A Film', year: 2001, description: 'x', imageUrl: null };
    const input = { ...suggestionsOf(0, 0), movies: [unknown] };
    expect((await enrich(input)).movies[0]?.imageUrl).toBeNull();
    const asked = (await tmdb.stats()).searchRequests;
    await enrich(input);
    expect((await tmdb.stats()).searchRequests).toBe(asked);
  });

  it('answers without posters when the movie database fails or stalls', async () => {
    await tmdb.post('', { faults: { search: { status: 503 } } });
    const failed = await enrich(suggestionsOf(10, 3));
    expect(failed.movies.map((m) => m.imageUrl)).toEqual([null, null, null]);
    expect(failed.movies.map((m) => m.title)).toEqual(
      suggestionsOf(10, 3).movies.map((m) => m.title),
    );

    await tmdb.post('', { faults: { search: { status: 500, delayMs: 10_000 } } });
    const started = Date.now();
    const stalled = await enrich(suggestionsOf(20, 4));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(stalled.tvShows.every((t) => t.imageUrl === null)).toBe(true);
    expect(stalled.creators[0]?.imageUrl).toMatch(/^\/api\/monograms\//);

    // Failures are not remembered: once the database is back, the posters come.
    await tmdb.post('/reset');
    const later = await enrich(suggestionsOf(10, 3));
    expect(later.movies.every((m) => m.imageUrl !== null)).toBe(true);
  });

  it('gives a creator without a picture a monogram we serve', async () => {
    const enriched = await enrich(suggestionsOf(0, 0));
    const url = enriched.creators[0]?.imageUrl ?? '';
    expect(url).toBe('/api/monograms/Lofi%20Girl.svg');
    const svg = await h.inject({ method: 'GET', url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.body).toContain('>LG</text>');
  });

  it('escapes a name that holds markup in the monogram', async () => {
    const name = encodeURIComponent('<script>alert(1)</script>');
    const svg = await h.inject({ method: 'GET', url: `/api/monograms/${name}.svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).not.toContain('<script');
    expect(svg.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await h.inject({ method: 'GET', url: '/api/monograms/x.png' })).statusCode).toBe(404);
  });
});
