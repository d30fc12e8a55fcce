import { describe, expect, it } from 'vitest';
import { VideoListResponse } from './youtube-contract';
import { createVideoEmulators, seconds, youtubeSearch, youtubeVideos } from './video.test-support';

async function searchIds(app: Parameters<typeof youtubeSearch>[0], q: string, maxResults = '10') {
  const items = (await youtubeSearch(app, { q, maxResults })).json().items;
  return items.map((item: { id: { videoId: string } }) => item.id.videoId) as string[];
}

describe('GET /youtube/v3/videos', () => {
  it('answers lengths and statistics for the ids, in the order asked', async () => {
    const { app } = createVideoEmulators();
    const ids = (await searchIds(app, 'rainy cafe jazz')).reverse();
    const res = await youtubeVideos(app, ids);
    expect(res.statusCode).toBe(200);
    const body = VideoListResponse.parse(res.json());
    expect(body.items.map((item) => item.id)).toEqual(ids);
    expect(body.pageInfo).toEqual({ totalResults: 10, resultsPerPage: 10 });
    for (const item of body.items) {
      expect(seconds(item.contentDetails?.duration ?? '')).toBeGreaterThan(0);
      expect(Number(item.statistics?.viewCount)).toBeGreaterThan(
        Number(item.statistics?.likeCount),
      );
      expect(item.snippet?.thumbnails.maxres.width).toBe(1280);
    }
  });

  it('tells the same length as the search it came from, unescaped titles', async () => {
    const { app } = createVideoEmulators();
    const search = (await youtubeSearch(app, { q: 'rain & thunder', maxResults: '50' })).json();
    const escaped = search.items.find((item: { snippet: { title: string } }) =>
      item.snippet.title.includes('&amp;'),
    );
    const video = (await youtubeVideos(app, [escaped.id.videoId])).json().items[0];
    expect(video.snippet.title).toBe(escaped.snippet.title.replaceAll('&amp;', '&'));
  });

  it('gives a shorts query mostly videos under 60 seconds', async () => {
    const { app } = createVideoEmulators();
    const ids = await searchIds(app, 'funny cats #shorts', '50');
    const lengths = VideoListResponse.parse((await youtubeVideos(app, ids)).json()).items.map(
      (item) => seconds(item.contentDetails?.duration ?? ''),
    );
    expect(lengths.filter((s) => s < 60).length).toBeGreaterThan(lengths.length * 0.6);
    expect(lengths.some((s) => s >= 60)).toBe(true);
  });

  it('leaves out ids it does not know, and answers only the parts asked for', async () => {
    const { app } = createVideoEmulators();
    const [known] = await searchIds(app, 'piano');
    const body = VideoListResponse.parse(
      (await youtubeVideos(app, ['AAAAAAAAAAA', known ?? ''], { part: 'contentDetails' })).json(),
    );
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.id).toBe(known);
    expect(body.items[0]?.snippet).toBeUndefined();
    expect(body.items[0]?.statistics).toBeUndefined();
  });

  it('answers 400 for more than 50 ids, a missing part or no filter', async () => {
    const { app } = createVideoEmulators();
    const many = Array.from({ length: 51 }, (_, i) => `id${String(i).padStart(9, '0')}`);
    expect((await youtubeVideos(app, many)).json().error.errors[0].reason).toBe('invalidFilters');
    const noPart = await youtubeVideos(app, ['abc'], { part: '' });
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json().error.message).toBe('Required parameter: part');
    const noFilter = await app.inject({
      method: 'GET',
      url: '/emulators/youtube/youtube/v3/videos?part=snippet&key=test-youtube-key',
    });
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json().error.errors[0].reason).toBe('missingRequiredParameter');
  });
});
