import { describe, expect, it } from 'vitest';
import { GoogleError } from './youtube-contract';
import { YOUTUBE_QUOTA_EXCEEDED_BODY } from './youtube-errors';
import {
  YOUTUBE,
  control,
  createVideoEmulators,
  youtubeSearch,
  youtubeVideos,
} from './video.test-support';

const QUOTA_BODY = {
  error: {
    code: 403,
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    errors: [
      {
        message:
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        domain: 'youtube.quota',
        reason: 'quotaExceeded',
      },
    ],
  },
};

describe('the YouTube API key', () => {
  it('answers 400 keyInvalid for another key, and 403 for none', async () => {
    const { app } = createVideoEmulators();
    const wrong = await youtubeSearch(app, { q: 'jazz', key: 'not-the-key' });
    expect(wrong.statusCode).toBe(400);
    expect(GoogleError.parse(wrong.json()).error).toMatchObject({
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      errors: [
        {
          message: 'API key not valid. Please pass a valid API key.',
          domain: 'global',
          reason: 'badRequest',
        },
      ],
      status: 'INVALID_ARGUMENT',
    });
    expect(wrong.json().error.details[0].reason).toBe('API_KEY_INVALID');
    const none = await app.inject({
      method: 'GET',
      url: `${YOUTUBE}/youtube/v3/search?part=snippet&q=jazz`,
    });
    expect(none.statusCode).toBe(403);
    expect(GoogleError.parse(none.json()).error.message).toBe(
      'The request is missing a valid API key.',
    );
  });
});

describe('the YouTube quota', () => {
  it('allows 100 searches a day in their own bucket, then answers the real 403', async () => {
    const { app } = createVideoEmulators();
    for (let i = 1; i <= 100; i++) {
      const res = await youtubeSearch(app, { q: `jazz ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const state = (await app.inject({ method: 'GET', url: `${YOUTUBE}/__control` })).json();
    expect(state).toMatchObject({
      dailySearches: 100,
      searchesUsed: 100,
      searchesRemaining: 0,
      // Searches spend no units of the daily pool.
      quotaUsed: 0,
    });

    const spent = await youtubeSearch(app, { q: 'jazz 101' });
    expect(spent.statusCode).toBe(403);
    expect(GoogleError.parse(spent.json())).toEqual(QUOTA_BODY);
    expect(YOUTUBE_QUOTA_EXCEEDED_BODY).toEqual(QUOTA_BODY);
    // videos.list still has its units.
    expect((await youtubeVideos(app, ['AAAAAAAAAAA'])).statusCode).toBe(200);
  });

  it('spends 1 unit a videos call, then answers 403 quotaExceeded', async () => {
    const { app } = createVideoEmulators({
      youtube: { apiKey: 'test-youtube-key', dailyQuota: 2 },
    });
    expect((await youtubeVideos(app, ['AAAAAAAAAAA'])).statusCode).toBe(200);
    expect((await youtubeVideos(app, ['AAAAAAAAAAA'])).statusCode).toBe(200);
    const state = (await app.inject({ method: 'GET', url: `${YOUTUBE}/__control` })).json();
    expect(state).toMatchObject({ dailyQuota: 2, quotaUsed: 2, quotaRemaining: 0 });
    const spent = await youtubeVideos(app, ['AAAAAAAAAAA']);
    expect(spent.statusCode).toBe(403);
    expect(GoogleError.parse(spent.json())).toEqual(QUOTA_BODY);
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(200);
  });

  it('takes the bucket size from the options', async () => {
    const { app } = createVideoEmulators({
      youtube: { apiKey: 'test-youtube-key', dailySearches: 2 },
    });
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(200);
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(200);
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(403);
  });

  it('starts again at midnight Pacific time', async () => {
    const { app, clock } = createVideoEmulators();
    await control(app, YOUTUBE, { searchesRemaining: 0, quotaRemaining: 0 });
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(403);
    expect((await youtubeVideos(app, ['AAAAAAAAAAA'])).statusCode).toBe(403);
    clock.advance(18 * 3_600_000); // 23:00 in Los Angeles
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(403);
    clock.advance(3_600_000);
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(200);
    expect((await youtubeVideos(app, ['AAAAAAAAAAA'])).statusCode).toBe(200);
  });

  it('can be set low by a switch, and reset', async () => {
    const { app } = createVideoEmulators();
    const set = await control(app, YOUTUBE, {
      dailyQuota: 100,
      quotaRemaining: 150,
      dailySearches: 1,
      searchesRemaining: 5,
    });
    expect(set.json()).toMatchObject({
      dailyQuota: 100,
      quotaRemaining: 100,
      quotaUsed: 0,
      dailySearches: 1,
      searchesRemaining: 1,
    });
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(200);
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(403);
    const reset = await control(app, YOUTUBE, {}, '/reset');
    expect(reset.json()).toEqual({
      dailyQuota: 10_000,
      quotaUsed: 0,
      quotaRemaining: 10_000,
      dailySearches: 100,
      searchesUsed: 0,
      searchesRemaining: 100,
      faults: { search: null, videos: null },
    });
  });
});

describe('YouTube faults and stats', () => {
  it('answers an injected 503 with Google’s body, for as many answers as asked', async () => {
    const { app } = createVideoEmulators();
    await control(app, YOUTUBE, {
      faults: { search: { status: 503, retryAfterSeconds: 2, times: 1 } },
    });
    const failed = await youtubeSearch(app, { q: 'jazz' });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('2');
    expect(GoogleError.parse(failed.json()).error).toMatchObject({
      code: 503,
      errors: [{ domain: 'global', reason: 'backendError' }],
    });
    expect((await youtubeSearch(app, { q: 'jazz' })).statusCode).toBe(200);
  });

  it('answers a 403 fault as the spent quota, and delays answers', async () => {
    const { app } = createVideoEmulators();
    await control(app, YOUTUBE, { faults: { videos: { status: 403, delayMs: 60 } } });
    const started = performance.now();
    const res = await youtubeVideos(app, ['AAAAAAAAAAA']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(res.statusCode).toBe(403);
    expect(GoogleError.parse(res.json())).toEqual(QUOTA_BODY);
  });

  it('counts requests, faulted ones included, until reset', async () => {
    const { app } = createVideoEmulators();
    const stats = async () =>
      (await app.inject({ method: 'GET', url: `${YOUTUBE}/__control/stats` })).json();
    expect(await stats()).toEqual({ searchRequests: 0, videosRequests: 0 });
    await control(app, YOUTUBE, { faults: { search: { status: 500, times: 1 } } });
    await youtubeSearch(app, { q: 'jazz' });
    await youtubeSearch(app, { q: 'jazz' });
    await youtubeVideos(app, ['AAAAAAAAAAA']);
    expect(await stats()).toEqual({ searchRequests: 2, videosRequests: 1 });
    await control(app, YOUTUBE, {}, '/reset');
    expect(await stats()).toEqual({ searchRequests: 0, videosRequests: 0 });
  });

  it('refuses a bad control body with a message naming the problem', async () => {
    const { app } = createVideoEmulators();
    const res = await control(app, YOUTUBE, { faults: { playlists: { status: 500 } } });
    expect(res.statusCode).toBe(400);
    expect(GoogleError.parse(res.json()).error.message).toBe(
      'Invalid control body: faults: Unrecognized key: "playlists"',
    );
  });
});
