import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, createHarness } from '../../test/harness';

const pglite = TEST_DATABASES[0]!;

describe('serving the page, with security headers on every answer', () => {
  let h: Harness;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'moodtape-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Moodtape</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-3f9a2c.js'), 'console.log("app")');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    h = await createHarness(pglite, { webDistDir: dist });
  });
  afterAll(async () => {
    await h.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/callback'])('serves the app at %s, revalidated on every visit', async (url) => {
    const res = await h.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await h.inject({ method: 'GET', url: '/assets/index-3f9a2c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await h.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it.each(['/', '/api/health', '/api/me', '/assets/index-3f9a2c.js', '/nope'])(
    'sends the security headers on %s',
    async (url) => {
      const res = await h.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src')).toContain("'self'");
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('lets the real Web Playback SDK script in when Spotify is not emulated', async () => {
    const res = await h.inject({ method: 'GET', url: '/' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /script-src 'self' https:\/\/sdk\.scdn\.co/,
    );
  });

  it('reports health with the database kind and no emulated service', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', db: 'pglite', emulated: [] });
  });
});
