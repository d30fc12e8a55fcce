import { describe, expect, it } from 'vitest';
import { INVIDIOUS, YOUTUBE, createVideoEmulators, youtubeSearch } from './video.test-support';

async function firstVideo(app: Parameters<typeof youtubeSearch>[0]) {
  const item = (await youtubeSearch(app, { q: 'rainy cafe jazz' })).json().items[0];
  return { id: item.id.videoId as string, title: item.snippet.title as string };
}

describe('GET /vi/:id/:name', () => {
  it('serves a searched video’s thumbnail as a cacheable SVG at YouTube’s sizes', async () => {
    const { app } = createVideoEmulators();
    const { id } = await firstVideo(app);
    const res = await app.inject({ method: 'GET', url: `${YOUTUBE}/vi/${id}/mqdefault.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="180"/,
    );
    expect(res.body).toContain('<linearGradient');
    // Like YouTube's, thumbnails carry no length: players draw their own.
    expect(res.body).not.toMatch(/>\d+:\d\d(:\d\d)?<\/text>/);
    const high = await app.inject({ method: 'GET', url: `${YOUTUBE}/vi/${id}/hqdefault.jpg` });
    expect(high.body).toMatch(/width="480" height="360" viewBox="0 0 320 240"/);
  });

  it('draws a bare id plainly, and refuses unknown names and bad ids', async () => {
    const { app } = createVideoEmulators();
    const bare = await app.inject({ method: 'GET', url: `${INVIDIOUS}/vi/AAAAAAAAAAA/maxres.jpg` });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('public, max-age=300');
    expect(bare.body).toContain('<title>Emulated video</title>');
    expect(
      (await app.inject({ method: 'GET', url: `${YOUTUBE}/vi/AAAAAAAAAAA/huge.jpg` })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `${YOUTUBE}/vi/short/default.jpg` })).statusCode,
    ).toBe(404);
  });
});

describe('GET /embed/:id', () => {
  it('is a self-contained HTML player with no script', async () => {
    const { app } = createVideoEmulators();
    const { id } = await firstVideo(app);
    const res = await app.inject({ method: 'GET', url: `${YOUTUBE}/embed/${id}?autoplay=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/\son\w+=/i);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(res.body).toContain('Emulated player');
    expect(res.body).toContain('<svg');
    expect(res.body).toMatch(/id="play" aria-label="Play" checked>/);
    expect(res.body).toContain(`<link rel="stylesheet" href="${id}/player.css">`);

    const css = await app.inject({ method: 'GET', url: `${YOUTUBE}/embed/${id}/player.css` });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toMatch(/\.fill\{animation-duration:\d+s\}/);
    expect(css.body).toContain('@keyframes progress');
  });

  it('shows the title, paused without autoplay, and answers 404 for a malformed id', async () => {
    const { app } = createVideoEmulators();
    const { id } = await firstVideo(app);
    const res = await app.inject({ method: 'GET', url: `${INVIDIOUS}/embed/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/id="play" aria-label="Play">/);
    const bad = await app.inject({ method: 'GET', url: `${YOUTUBE}/embed/not-an-id` });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Video unavailable');
  });
});
