// GET /api/search/videos end to end (spec 7 fallback chain, AMENDMENTS A5): the YouTube and
// Invidious emulators answer, fail and run out of quota through their switches; the real
// database caches answers, page tokens and the spent quota.
import { type Video, parseVideoQueries, perQueryVideoCount } from '@moodtape/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type EmulatorControl, type Harness, createHarness } from '../../../test/harness';

describe.each(TEST_DATABASES)('video search chain ($kind)', (database) => {
  let h: Harness;
  let session: string;
  let youtube: EmulatorControl;
  let invidious: EmulatorControl;
  let queryNumber = 0;

  beforeAll(async () => {
    // The last resort is a second Invidious "instance": here the same emulator again.
    h = await createHarness(database, {
      env: (url) => ({
        VIDEO_TIMEOUT_MS: '400',
        VIDEO_SEARCHES_PER_DAY: '1000',
        AI_CALLS_PER_MINUTE: '1000',
        VIDEO_ALT2_BASE_URL: `${url}/emulators/invidious`,
      }),
    });
    session = await h.signIn('ava.rivers');
    youtube = h.emulator('youtube');
    invidious = h.emulator('invidious');
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await youtube.post('/reset');
    await invidious.post('/reset');
  });

  // Each test searches words of its own, so no answer comes from another test's cache.
  const fresh = (words: string) => `${words} ${++queryNumber}`;
  const search = async (params: Record<string, string | number | string[]>) => {
    const query = new URLSearchParams(
      Object.entries(params).flatMap(([k, v]): [string, string][] =>
        Array.isArray(v) ? v.map((one): [string, string] => [k, one]) : [[k, String(v)]],
      ),
    );
    const response = await h.inject({
      method: 'GET',
      url: `/api/search/videos?${query}`,
      cookies: { mt_session: session },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ videos: Video[] }>().videos;
  };

  it('answers only signed-in people', async () => {
    const response = await h.inject({ method: 'GET', url: '/api/search/videos?q=jazz' });
    expect(response.statusCode).toBe(401);
  });

  it('maps YouTube search and details to videos, and serves a repeat from the cache', async () => {
    const q = fresh('rainy day jazz');
    const videos = await search({ q, maxResults: 6, type: 'music' });
    expect(videos).toHaveLength(6);
    for (const video of videos) {
      expect(video.url).toBe(`https://www.youtube.com/watch?v=${video.id}`);
      expect(video.thumbnail).toMatch(/mqdefault/);
      expect(video.duration).toBeGreaterThan(0);
      expect(video.views).toEqual(expect.any(Number));
      expect(video.channelTitle).not.toBe('');
    }
    expect(await youtube.stats()).toEqual({ searchRequests: 1, videosRequests: 1 });

    // The same query, spelled a little differently: no upstream call at all.
    expect(await search({ q: `  ${q.toUpperCase()} `, maxResults: 6, type: 'music' })).toEqual(
      videos,
    );
    expect(await youtube.stats()).toEqual({ searchRequests: 1, videosRequests: 1 });
    expect(await invidious.stats()).toEqual({ searchRequests: 0 });
  });

  it('asks page 2 with the token page 1 gave, without fetching page 1 again', async () => {
    const q = fresh('city night walk');
    const first = await search({ q, maxResults: 3, type: 'ambient', page: 1 });
    const second = await search({ q, maxResults: 3, type: 'ambient', page: 2 });
    expect(await youtube.stats()).toEqual({ searchRequests: 2, videosRequests: 2 });
    expect(second).toHaveLength(3);
    expect(second.map((v) => v.id)).not.toEqual(expect.arrayContaining(first.map((v) => v.id)));

    // What the platform itself gives for page 2 with page 1's token.
    const base = `${h.emulatorUrl}/emulators/youtube/youtube/v3/search`;
    const params = {
      part: 'snippet',
      type: 'video',
      q,
      maxResults: '3',
      key: 'emulator-youtube-key',
    };
    const page1 = (await (await fetch(`${base}?${new URLSearchParams(params)}`)).json()) as {
      nextPageToken: string;
    };
    const page2 = (await (
      await fetch(`${base}?${new URLSearchParams({ ...params, pageToken: page1.nextPageToken })}`)
    ).json()) as { items: { id: { videoId: string } }[] };
    expect(second.map((v) => v.id)).toEqual(page2.items.map((i) => i.id.videoId));
  });

  it('walks to a page whose token is not known yet, then reuses every token', async () => {
    const q = fresh('lofi study beats');
    await search({ q, maxResults: 2, type: 'music', page: 3 });
    // Page 1 and 2 only for their tokens, then page 3 with its details.
    expect(await youtube.stats()).toEqual({ searchRequests: 3, videosRequests: 1 });
    await search({ q, maxResults: 2, type: 'music', page: 2 });
    await search({ q, maxResults: 2, type: 'music', page: 4 });
    expect(await youtube.stats()).toEqual({ searchRequests: 5, videosRequests: 3 });
  });

  it('keeps only videos under 60 seconds for shorts, linked as shorts', async () => {
    const videos = await search({ q: fresh('cat shorts'), maxResults: 20, type: 'shorts' });
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      expect(video.duration).toBeGreaterThan(0);
      expect(video.duration).toBeLessThan(60);
      expect(video.url).toBe(`https://www.youtube.com/shorts/${video.id}`);
    }
  });

  it('turns to the alternative when YouTube answers 5xx', async () => {
    await youtube.post('', { faults: { search: { status: 503 } } });
    const videos = await search({ q: fresh('sunset beach'), maxResults: 4, type: 'general' });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos[0]?.likes).toBeNull();
    expect(await invidious.stats()).toEqual({ searchRequests: 1 });
  });

  it('turns to the alternative when YouTube is too slow', async () => {
    await youtube.post('', { faults: { search: { status: 500, delayMs: 5000 } } });
    const started = Date.now();
    const videos = await search({ q: fresh('forest rain'), maxResults: 4, type: 'ambient' });
    expect(videos.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await invidious.stats()).toEqual({ searchRequests: 1 });
  });

  it('uses the last resort when the alternative fails too', async () => {
    await youtube.post('', { faults: { search: { status: 500 } } });
    await invidious.post('', { faults: { search: { status: 502, times: 1 } } });
    const videos = await search({ q: fresh('road trip'), maxResults: 4, type: 'general' });
    expect(videos.length).toBeGreaterThan(0);
    expect(await invidious.stats()).toEqual({ searchRequests: 2 });
  });

  it('answers an empty list when every step fails, and asks again next time', async () => {
    const q = fresh('piano covers');
    await youtube.post('', { faults: { search: { status: 503 } } });
    await invidious.post('', { faults: { search: { status: 503 } } });
    expect(await search({ q, maxResults: 4, type: 'music' })).toEqual([]);
    await youtube.post('/reset');
    await invidious.post('/reset');
    expect((await search({ q, maxResults: 4, type: 'music' })).length).toBeGreaterThan(0);
  });

  it('skips YouTube after its quota is spent until midnight Pacific time', async () => {
    await youtube.post('', { searchesRemaining: 0 });
    const videos = await search({ q: fresh('morning coffee'), maxResults: 4, type: 'general' });
    expect(videos.length).toBeGreaterThan(0);
    expect(await youtube.stats()).toEqual({ searchRequests: 1, videosRequests: 0 });

    await search({ q: fresh('evening tea'), maxResults: 4, type: 'general' });
    expect(await youtube.stats()).toEqual({ searchRequests: 1, videosRequests: 0 });
    expect(await invidious.stats()).toEqual({ searchRequests: 2 });

    // A day later the quota is back (the emulator counts days in Pacific time too).
    h.clock.advance(25 * 60 * 60 * 1000);
    await search({ q: fresh('night owl'), maxResults: 4, type: 'general' });
    expect(await youtube.stats()).toEqual({ searchRequests: 2, videosRequests: 1 });
  });

  // AMENDMENTS A5: about 100 searches a day, so a generation may spend at most 4 (one a
  // section, as the page asks), and a prompt searched already none.
  it('spends at most 4 searches on a generation, and none on the same one again', async () => {
    const generate = async () => {
      const response = await h.inject({
        method: 'POST',
        url: '/api/generate-video-queries',
        payload: {
          playlist: { name: 'Harbour', tracks: [{ title: 'Sea', artist: 'Gulls' }] },
          prompt: fresh('foggy harbour morning with gulls'),
          imageUrl: null,
        },
        cookies: { mt_session: session },
      });
      expect(response.statusCode).toBe(200);
      return parseVideoQueries(response.json<{ content: string }>().content);
    };
    const sections = async (queries: Awaited<ReturnType<typeof generate>>) => {
      const groups = {
        music: queries.musicQueries,
        ambient: queries.ambientQueries,
        general: queries.generalQueries,
        shorts: queries.shortsQueries,
      };
      const shown: Record<string, number> = {};
      for (const [type, q] of Object.entries(groups)) {
        if (q.length === 0) continue;
        const count = perQueryVideoCount(q.length);
        shown[type] = (await search({ q, maxResults: count, type })).length;
        if (type !== 'shorts') expect(shown[type], type).toBe(count * q.length);
      }
      return shown;
    };
    const queries = await generate();
    const first = await sections(queries);
    expect((await youtube.stats()).searchRequests).toBeLessThanOrEqual(4);
    expect((await youtube.stats()).searchRequests).toBe(Object.keys(first).length);
    const before = await youtube.stats();
    expect(await sections(queries)).toEqual(first);
    expect(await youtube.stats()).toEqual(before);
    expect(await invidious.stats()).toEqual({ searchRequests: 0 });
  });

  // docs/decisions/014: a section's queries go in one request and one platform search.
  it("searches a section's queries with ONE search.list, dealt out by the per-query count", async () => {
    const q = [fresh('rainy jazz'), fresh('lofi beats'), fresh('city pop')];
    const videos = await search({ q, maxResults: 3, type: 'music' });
    expect(await youtube.stats()).toEqual({ searchRequests: 1, videosRequests: 1 });
    // 3 queries × 3 each, every query among them.
    expect(videos).toHaveLength(9);
    expect(new Set(videos.map((v) => v.id)).size).toBe(9);
    for (const one of q) {
      const words = one.split(' ').slice(0, 2).join(' ');
      expect(videos.some((v) => v.title.toLowerCase().includes(words))).toBe(true);
    }
    // The same queries in another order, spelled otherwise: the cache, no call.
    await search({ q: [q[2]!.toUpperCase(), q[0]!, ` ${q[1]!}`], maxResults: 3, type: 'music' });
    // Discover More: one search for the next page of the combined query.
    const next = await search({ q, maxResults: 3, type: 'music', page: 2 });
    expect(await youtube.stats()).toEqual({ searchRequests: 2, videosRequests: 2 });
    expect(next).toHaveLength(9);
    expect(next.map((v) => v.id)).not.toEqual(expect.arrayContaining(videos.map((v) => v.id)));
  });

  it('gives every section exactly its count per page from Invidious once the quota is spent', async () => {
    await youtube.post('', { searchesRemaining: 0 });
    const groups = {
      music: [fresh('night drive synth'), fresh('retro wave'), fresh('neon city')],
      ambient: [fresh('rain on window')],
      general: [fresh('tokyo walk'), fresh('street food')],
      shorts: [fresh('cat shorts'), fresh('dog shorts'), fresh('funny shorts')],
    };
    for (const [type, q] of Object.entries(groups)) {
      const count = Math.max(1, Math.floor(6 / Math.ceil(q.length / 2)));
      const page1 = await search({ q, maxResults: count, type });
      const page2 = await search({ q, maxResults: count, type, page: 2 });
      expect(page1, type).toHaveLength(count * q.length);
      expect(page2, type).toHaveLength(count * q.length);
      const ids1 = new Set(page1.map((v) => v.id));
      expect(
        page2.some((v) => ids1.has(v.id)),
        type,
      ).toBe(false);
      if (type === 'shorts') {
        for (const video of [...page1, ...page2]) expect(video.duration).toBeLessThan(60);
      }
    }
    expect((await youtube.stats()).searchRequests).toBe(1);
  });

  it('refuses an invalid search with 400', async () => {
    const response = await h.inject({
      method: 'GET',
      url: '/api/search/videos?q=%20&type=movies',
      cookies: { mt_session: session },
    });
    expect(response.statusCode).toBe(400);
  });
});
