import { describe, expect, it } from 'vitest';
import { InvidiousError, SearchAnswer } from './invidious-contract';
import { INVIDIOUS, control, createVideoEmulators, invidiousSearch } from './video.test-support';

describe('GET /api/v1/search (Invidious)', () => {
  it('answers an array of contract SearchVideo objects, 20 a page', async () => {
    const { app } = createVideoEmulators();
    const res = await invidiousSearch(app, { q: 'rainy cafe jazz' });
    expect(res.statusCode).toBe(200);
    const videos = SearchAnswer.parse(res.json());
    expect(videos).toHaveLength(20);
    const first = videos[0];
    expect(first?.videoThumbnails.map((t) => t.quality)).toEqual([
      'maxres',
      'maxresdefault',
      'sddefault',
      'high',
      'medium',
      'default',
      'start',
      'middle',
      'end',
    ]);
    expect(first?.videoThumbnails[4]?.url).toBe(
      `http://localhost:80${INVIDIOUS}/vi/${first?.videoId}/mqdefault.jpg`,
    );
    expect(first?.published).toBeLessThan(Date.UTC(2026, 5, 1, 12) / 1000);
  });

  it('walks pages until an empty one; the same query gives the same videos', async () => {
    const { app } = createVideoEmulators();
    const ids: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const videos = SearchAnswer.parse(
        (await invidiousSearch(app, { q: 'lofi', page: String(page) })).json(),
      );
      ids.push(...videos.map((video) => video.videoId));
      if (page === 4) expect(videos).toEqual([]);
    }
    expect(ids.length).toBeGreaterThanOrEqual(56);
    expect(new Set(ids).size).toBe(ids.length);
    const again = SearchAnswer.parse((await invidiousSearch(app, { q: 'lofi', page: '2' })).json());
    expect(again.map((video) => video.videoId)).toEqual(ids.slice(20, 40));
  });

  it('keeps videos under 4 minutes with duration=short; a shorts query is mostly under 60 s', async () => {
    const { app } = createVideoEmulators();
    const short = SearchAnswer.parse(
      (await invidiousSearch(app, { q: 'jazz', duration: 'short' })).json(),
    );
    expect(short.length).toBeGreaterThan(0);
    for (const video of short) expect(video.lengthSeconds).toBeLessThan(240);
    const shorts = SearchAnswer.parse((await invidiousSearch(app, { q: 'dogs #shorts' })).json());
    expect(shorts.filter((video) => video.lengthSeconds < 60).length).toBeGreaterThan(10);
  });

  it('sorts by views, and finds nothing for an empty query or another type', async () => {
    const { app } = createVideoEmulators();
    const views = SearchAnswer.parse(
      (await invidiousSearch(app, { q: 'jazz', sort: 'views' })).json(),
    );
    const counts = views.map((video) => video.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await invidiousSearch(app, { q: '' })).json()).toEqual([]);
    expect((await invidiousSearch(app, { q: 'jazz', type: 'channel' })).json()).toEqual([]);
  });

  it('fails with an injected fault in Invidious’s error shape, and counts searches', async () => {
    const { app } = createVideoEmulators();
    await control(app, INVIDIOUS, { faults: { search: { status: 500, times: 1 } } });
    const failed = await invidiousSearch(app, { q: 'jazz' });
    expect(failed.statusCode).toBe(500);
    expect(InvidiousError.parse(failed.json())).toEqual({ error: 'Internal Server Error' });
    expect((await invidiousSearch(app, { q: 'jazz' })).statusCode).toBe(200);
    const stats = await app.inject({ method: 'GET', url: `${INVIDIOUS}/__control/stats` });
    expect(stats.json()).toEqual({ searchRequests: 2 });
    const reset = await control(app, INVIDIOUS, {}, '/reset');
    expect(reset.json()).toEqual({ faults: { search: null } });
  });
});
