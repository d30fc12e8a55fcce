import { describe, expect, it } from 'vitest';
import { BASE, createTestEmulator, signIn } from './spotify.test-support';

describe('GET /images/covers/:albumId.svg', () => {
  it('serves the cover of a searched album as a cacheable SVG with its initials', async () => {
    const { app } = createTestEmulator();
    const { access_token } = await signIn(app);
    const search = await app.inject({
      method: 'GET',
      url: `${BASE}/api/v1/search?q=${encodeURIComponent('track:Yesterday artist:Beatles')}&type=track&limit=1`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    const album = search.json().tracks.items[0].album;
    const url = new URL(album.images[1].url);
    const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300"/);
    expect(res.body).toContain('<linearGradient');
    expect(res.body).toContain(`<title>${album.name}</title>`);
    expect(res.body).toContain('>Y</text>');
    // The same album always looks the same.
    expect((await app.inject({ method: 'GET', url: url.pathname })).body).toBe(
      res.body.replace('width="300" height="300"', 'width="640" height="640"'),
    );
  });

  it('answers 404 for an unknown album', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({ method: 'GET', url: `${BASE}/images/covers/nope.svg` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { status: 404, message: 'Image not found' } });
  });
});
