// Each person's daily share of what everyone shares: past it, calls that cannot go ahead
// answer 429 with Retry-After and a sentence (uploads, Spotify searches, AI requests), and
// calls with a way around take it (video searches skip YouTube for the alternative).
import { CATALOG } from '@moodtape/mood-engine';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { signedInHarness } from '../../../test/harness';

const photo = async (shade: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: shade } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

const RENEWS = /It renews at midnight UTC\.$/;

describe.each(TEST_DATABASES)('daily shares ($kind)', (database) => {
  const page = signedInHarness(database, {
    env: {
      UPLOADS_PER_DAY: '2',
      SPOTIFY_SEARCHES_PER_DAY: '4',
      AI_CALLS_PER_DAY: '2',
      VIDEO_SEARCHES_PER_DAY: '1',
    },
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    page.h.inject({ method, url, payload, cookies: { mt_session: page.session } });
  const upload = async (shade: string) =>
    call('POST', '/api/upload-image', {
      image: await photo(shade),
      filename: 'photo.png',
      contentType: 'image/png',
    });

  it('holds the upload share: the third photo of the day is refused until midnight UTC', async () => {
    expect((await upload('#102030')).statusCode).toBe(200);
    expect((await upload('#203040')).statusCode).toBe(200);
    const third = await upload('#304050');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
    expect(third.json().error.message).toMatch(
      /^You have used today's share of photo uploads \(2 a day\)\./,
    );
    expect(third.json().error.message).toMatch(RENEWS);
  });

  it('holds the Spotify search share for tracks/resolve, counting only searches made', async () => {
    const songs = CATALOG.slice(0, 2).map((s) => ({ title: s.title, artist: s.artist }));
    const found = await call('POST', '/api/tracks/resolve', { songs });
    expect(found.statusCode).toBe(200);
    // Cached now: the same songs again cost nothing.
    expect((await call('POST', '/api/tracks/resolve', { songs })).statusCode).toBe(200);
    const more = CATALOG.slice(10, 14).map((s) => ({ title: s.title, artist: s.artist }));
    const lastWithin = await call('POST', '/api/tracks/resolve', { songs: more.slice(2) });
    expect(lastWithin.statusCode).toBe(200);
    const spent = await call('POST', '/api/tracks/resolve', { songs: more.slice(0, 2) });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error.message).toMatch(/Spotify searches \(4 a day\)/);
  });

  it('holds the AI share across every kind of AI request', async () => {
    const theme = () => call('POST', '/api/regenerate-theme', { prompt: 'rainy neon city' });
    expect((await theme()).statusCode).toBe(200);
    expect((await theme()).statusCode).toBe(200);
    const third = await theme();
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toMatch(/AI requests \(2 a day\)/);
  });

  it('sends video searches past the YouTube share to the alternative instead', async () => {
    const youtube = page.h.emulator('youtube');
    const invidious = page.h.emulator('invidious');
    await youtube.post('/reset');
    await invidious.post('/reset');
    const search = (q: string) => call('GET', `/api/search/videos?q=${q}&type=music&maxResults=3`);
    expect((await search('late night jazz')).statusCode).toBe(200);
    expect((await youtube.stats()).searchRequests).toBe(1);
    const second = await search('morning coffee');
    expect(second.statusCode).toBe(200);
    expect(second.json().videos.length).toBeGreaterThan(0);
    expect((await youtube.stats()).searchRequests).toBe(1);
    expect((await invidious.stats()).searchRequests).toBe(1);
  });
});
