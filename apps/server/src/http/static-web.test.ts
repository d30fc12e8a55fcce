// The built web app as a browser fetches it: every text file in the encoding the browser
// accepts, from the copies the build wrote (scripts/precompress.mjs runs on a small dist made
// here), never compressed twice; fonts as they are; no source maps. HTTP-level checks only,
// so one database is enough.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, createHarness } from '../../test/harness';

const pglite = TEST_DATABASES[0]!;
const PRECOMPRESS = fileURLToPath(new URL('../../../../scripts/precompress.mjs', import.meta.url));

// Big enough that compression matters, varied enough that it is not trivial.
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function track${i}(a){return a.map((x)=>x*${i}+${i % 7});}`,
).join('\n');
const PAGE = `<!doctype html><html lang="en"><head><title>Moodtape</title>${'<link rel="modulepreload" href="/assets/index-3f9a2c.js">'.repeat(20)}</head><body><div id="root"></div></body></html>`;
// The frame a listener's page fills in (apps/web/scripts/prerender.mjs).
const MEMBER_PAGE = PAGE.replace('<div id="root">', '<div id="root" data-visitor="member">');
const FONT = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));

type Sent = { headers: Record<string, unknown>; rawPayload: Buffer };

function decoded(res: Sent): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

describe('the built web app, precompressed', () => {
  let h: Harness;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'moodtape-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), PAGE);
    await writeFile(path.join(dist, 'member.html'), MEMBER_PAGE);
    await writeFile(
      path.join(dist, 'assets', 'index-3f9a2c.js'),
      `${SCRIPT}\n//# sourceMappingURL=index-3f9a2c.js.map\n`,
    );
    await writeFile(path.join(dist, 'assets', 'index-3f9a2c.js.map'), '{"version":3,"sources":[]}');
    await writeFile(path.join(dist, 'assets', 'inter-latin-1b2c.woff2'), FONT);
    await promisify(execFile)(process.execPath, [PRECOMPRESS, dist]);
    h = await createHarness(pglite, { webDistDir: dist });
  });
  afterAll(async () => {
    await h.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    h.inject({
      method: 'GET',
      url,
      headers:
        acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
    });

  describe.each([
    {
      url: '/assets/index-3f9a2c.js',
      type: /^(text|application)\/javascript/,
      file: `${SCRIPT}\n`,
    },
    { url: '/', type: /^text\/html/, file: PAGE },
    { url: '/callback', type: /^text\/html/, file: PAGE },
  ])('$url', ({ url, type, file }) => {
    it.each([
      { accepts: 'gzip, deflate, br, zstd', sent: 'br' },
      { accepts: 'gzip', sent: 'gzip' },
      { accepts: 'br;q=0.5, gzip;q=1', sent: 'gzip' },
      { accepts: '*', sent: 'gzip' },
      { accepts: 'identity', sent: undefined },
      { accepts: undefined, sent: undefined },
    ])('accept-encoding $accepts: sent as $sent', async ({ accepts, sent }) => {
      const res = await get(url, accepts);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(sent);
      expect(res.headers['content-type']).toMatch(type);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      // Compressed once: one decoding gives the file back.
      expect(decoded(res).startsWith(file)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    });
  });

  it('sends the brotli copy the build wrote, at its size', async () => {
    const res = await get('/assets/index-3f9a2c.js', 'br');
    const copy = await readFile(path.join(dist, 'assets', 'index-3f9a2c.js.br'));
    expect(res.rawPayload.equals(copy)).toBe(true);
    expect(copy.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('keeps the page revalidated on every visit, and a revisit costs a 304', async () => {
    const first = await get('/', 'br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get('/', 'br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another representation, with a tag of its own.
    expect((await get('/', 'gzip')).headers.etag).not.toBe(etag);
  });

  it("sends the listener's frame when a session cookie comes, the visitor's page when none does", async () => {
    const visitor = await get('/', 'br');
    const listener = await get('/', 'br', { cookie: 'mt_session=whatever-it-holds' });
    // Where a signed-in person's token-refresh popup lands (spec 4).
    const popup = await get('/callback', 'br', { cookie: 'mt_session=whatever-it-holds' });
    expect(decoded(visitor)).toBe(PAGE);
    expect(decoded(listener)).toBe(MEMBER_PAGE);
    expect(decoded(popup)).toBe(MEMBER_PAGE);
    for (const res of [visitor, listener, popup]) {
      expect(String(res.headers.vary)).toMatch(/cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the one-year cache on hashed assets, compressed or not', async () => {
    for (const accepts of ['br', undefined]) {
      const res = await get('/assets/index-3f9a2c.js', accepts);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends fonts as they are: woff2 is compressed already', async () => {
    const res = await get('/assets/inter-latin-1b2c.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(FONT)).toBe(true);
  });

  it.each([
    '/assets/index-3f9a2c.js.map',
    '/assets/index-3f9a2c.js.br',
    '/assets/index-3f9a2c.js.gz',
    '/index.html.br',
    '/member.html',
  ])('answers %s with a 404: source maps and compressed copies are no routes', async (url) => {
    const res = await get(url, 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
