import { describe, expect, it } from 'vitest';
import { MOVIEDB_CATALOG } from './catalog';
import { MoviePageSchema } from './contract-schemas';
import { TMDB, createTmdbEmulator, searchMovies } from './moviedb.test-support';

async function posterOf(app: ReturnType<typeof createTmdbEmulator>, title: string) {
  const page = MoviePageSchema.parse((await searchMovies(app, title)).json());
  const path = page.results[0]?.poster_path;
  if (!path) throw new Error(`no poster for ${title}`);
  return path;
}

describe('GET /t/p/:size/:file', () => {
  it('serves a 2:3 SVG poster with the title and year, cacheable for good', async () => {
    const app = createTmdbEmulator();
    const path = await posterOf(app, "Breakfast at Tiffany's");
    const res = await app.inject({ method: 'GET', url: `${TMDB}/t/p/w500${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="500" height="750"/,
    );
    expect(res.body).toContain('<title>Breakfast at Tiffany&#39;s (1961)</title>');
    expect(res.body).toContain('<linearGradient');
    expect(res.body).toContain('>1961</text>');
    // The title is in large type, over as many lines as it needs.
    const lines = [...res.body.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    expect(lines.join(' ')).toBe('Breakfast at Tiffany&#39;s');
  });

  it('draws the same poster at every size, and 2000 wide as the original', async () => {
    const app = createTmdbEmulator();
    const path = await posterOf(app, 'Casablanca');
    const small = await app.inject({ method: 'GET', url: `${TMDB}/t/p/w92${path}` });
    const original = await app.inject({ method: 'GET', url: `${TMDB}/t/p/original${path}` });
    expect(small.body).toContain('width="92" height="138"');
    expect(original.body.replace('width="2000" height="3000"', 'width="92" height="138"')).toBe(
      small.body,
    );
  });

  it('answers 404 for an unknown file or size', async () => {
    const app = createTmdbEmulator();
    const path = await posterOf(app, 'Casablanca');
    for (const url of [`${TMDB}/t/p/w500/nope.svg`, `${TMDB}/t/p/w999${path}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status_code: 34, success: false });
    }
  });

  it('has a poster for every curated title, and none for the obscure decoys', () => {
    const all = [...MOVIEDB_CATALOG.movies, ...MOVIEDB_CATALOG.shows];
    expect(all.filter((r) => r.origin === 'curated').every((r) => r.posterPath)).toBe(true);
    expect(all.filter((r) => r.origin === 'documentary').every((r) => !r.posterPath)).toBe(true);
  });
});
