import { describe, expect, it } from 'vitest';
import { GoogleError, SearchListResponse } from './youtube-contract';
import {
  KEY,
  YOUTUBE,
  createVideoEmulators,
  seconds,
  youtubeSearch,
  youtubeVideos,
} from './video.test-support';

describe('GET /youtube/v3/search', () => {
  it('answers a contract SearchListResponse of 5 videos by default', async () => {
    const { app } = createVideoEmulators();
    const res = await youtubeSearch(app, { q: 'rainy cafe jazz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = SearchListResponse.parse(res.json());
    expect(body.items).toHaveLength(5);
    expect(body.pageInfo.resultsPerPage).toBe(5);
    expect(body.nextPageToken).toBe('CAUQAA');
    expect(body.prevPageToken).toBeUndefined();
    const snippet = body.items[0]?.snippet;
    expect(snippet?.thumbnails.medium).toEqual({
      url: `http://localhost:80${YOUTUBE}/vi/${body.items[0]?.id.videoId}/mqdefault.jpg`,
      width: 320,
      height: 180,
    });
  });

  it('answers the same videos for the same query', async () => {
    const { app } = createVideoEmulators();
    const first = (await youtubeSearch(app, { q: 'lofi study', maxResults: '20' })).json();
    const again = (await youtubeSearch(app, { q: 'lofi study', maxResults: '20' })).json();
    expect(again).toEqual(first);
    const other = (await youtubeSearch(app, { q: 'ocean waves', maxResults: '20' })).json();
    expect(other.items[0].id.videoId).not.toBe(first.items[0].id.videoId);
  });

  it('walks every page with nextPageToken; the last page has none, prevPageToken goes back', async () => {
    const { app } = createVideoEmulators();
    const pages: SearchListResponse[] = [];
    let token: string | undefined;
    do {
      const params = {
        q: 'mountain hiking',
        maxResults: '25',
        ...(token ? { pageToken: token } : {}),
      };
      const page = SearchListResponse.parse((await youtubeSearch(app, params)).json());
      pages.push(page);
      token = page.nextPageToken;
    } while (token && pages.length < 10);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id.videoId));
    expect(pages).toHaveLength(3);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(pages[0]?.pageInfo.totalResults ?? 0);
    expect(pages.at(-1)?.nextPageToken).toBeUndefined();

    const back = SearchListResponse.parse(
      (
        await youtubeSearch(app, {
          q: 'mountain hiking',
          maxResults: '25',
          pageToken: pages[2]?.prevPageToken ?? '',
        })
      ).json(),
    );
    expect(back.items).toEqual(pages[1]?.items);
  });

  it('keeps only the lengths asked for with videoDuration, as the real API', async () => {
    const { app } = createVideoEmulators();
    const search = await youtubeSearch(app, {
      q: 'rain ambience',
      maxResults: '50',
      videoDuration: 'short',
    });
    const ids = search.json().items.map((item: { id: { videoId: string } }) => item.id.videoId);
    expect(ids.length).toBeGreaterThan(0);
    const videos = (await youtubeVideos(app, ids)).json().items;
    for (const video of videos) expect(seconds(video.contentDetails.duration)).toBeLessThan(240);
  });

  it('sends titles HTML-escaped, as search.list does', async () => {
    const { app } = createVideoEmulators();
    const items = (
      await youtubeSearch(app, { q: "rock & roll don't stop", maxResults: '50' })
    ).json().items;
    const titles = items.map((item: { snippet: { title: string } }) => item.snippet.title);
    expect(titles.some((title: string) => title.includes('&amp;'))).toBe(true);
    expect(titles.some((title: string) => title.includes('&'))).toBe(true);
    expect(titles.join(' ')).not.toMatch(/&(?!amp;|#39;|quot;|lt;|gt;)/);
  });

  it('builds thumbnail links from publicUrl when given', async () => {
    const { app } = createVideoEmulators({
      youtube: { apiKey: KEY, publicUrl: 'https://demo.example/emulators/youtube/' },
    });
    const item = (await youtubeSearch(app, { q: 'city pop' })).json().items[0];
    expect(item.snippet.thumbnails.high.url).toBe(
      `https://demo.example/emulators/youtube/vi/${item.id.videoId}/hqdefault.jpg`,
    );
  });

  it.each([
    [{ part: '' }, 'Required parameter: part', 'required'],
    [{ part: 'snippet,statistics' }, "'statistics'", 'unknownPart'],
    [
      { maxResults: '51' },
      "Invalid value '51'. Values must be within the range: [0, 50]",
      'invalidParameter',
    ],
    [{ pageToken: 'garbage!' }, 'The request specifies an invalid page token.', 'invalidPageToken'],
    [
      { type: 'video,channel', videoDuration: 'short' },
      /must set the type parameter to video/,
      'invalidSearchFilter',
    ],
    [{ videoDuration: 'tiny' }, "Invalid value 'tiny' for parameter 'videoDuration'.", 'invalid'],
  ])('answers 400 for %j', async (params, message, reason) => {
    const { app } = createVideoEmulators();
    const res = await youtubeSearch(app, { q: 'jazz', ...params });
    expect(res.statusCode).toBe(400);
    const body = GoogleError.parse(res.json());
    expect(body.error.code).toBe(400);
    expect(body.error.message).toMatch(message);
    expect(body.error.errors[0]?.reason).toBe(reason);
  });

  it('answers only ids with part=id', async () => {
    const { app } = createVideoEmulators();
    const body = SearchListResponse.parse(
      (await youtubeSearch(app, { q: 'jazz', part: 'id' })).json(),
    );
    expect(body.items[0]?.snippet).toBeUndefined();
    expect(body.items[0]?.id.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('finds the videos of every alternative joined with the OR operator |', async () => {
    const { app } = createVideoEmulators();
    const ids = async (q: string, maxResults = '50') =>
      SearchListResponse.parse((await youtubeSearch(app, { q, maxResults })).json()).items.map(
        (item) => item.id.videoId,
      );
    const rain = await ids('rain sounds');
    const jazz = await ids('cafe jazz');
    const both = await ids('rain sounds | cafe jazz', '12');
    expect(both).toHaveLength(12);
    // Taken in turns: the first six of each alternative.
    expect(new Set(both)).toEqual(new Set([...rain.slice(0, 6), ...jazz.slice(0, 6)]));
    // One alternative alone is the plain query.
    expect(await ids(' rain sounds |')).toEqual(rain);
  });
});
