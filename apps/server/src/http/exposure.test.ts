// What a client can make the server believe, and what it gives away: writes from other sites
// are refused whatever Host they name, X-Forwarded-* headers count only from a trusted proxy,
// and the web bundle's source maps are not served unless asked. HTTP-level checks only, so one
// database is enough.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, TEST_PUBLIC_URL, createHarness } from '../../test/harness';

const pglite = TEST_DATABASES[0]!;
const REFUSED = {
  error: { code: 'forbidden', message: 'Requests from other sites are not accepted.' },
};
// A stranger's machine, and a proxy in front of the server.
const STRANGER = '203.0.113.9';
const PROXY = '10.1.2.3';
const FORWARDED = {
  'x-forwarded-for': '198.51.100.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
};

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'moodtape-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(
    path.join(dist, 'assets', 'index-3f9a2c.js'),
    'console.log("app")\n//# sourceMappingURL=index-3f9a2c.js.map\n',
  );
  await writeFile(path.join(dist, 'assets', 'index-3f9a2c.js.map'), '{"version":3,"sources":[]}');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

// Who the server thinks is asking; added to the app before its first request.
function addWhoAmI(h: Harness) {
  h.app.get('/api/test/who-am-i', async (request) => ({
    ip: request.ip,
    protocol: request.protocol,
    host: request.host,
  }));
}

describe('by default: no trusted proxy, no source maps', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(pglite, { webDistDir: dist });
    addWhoAmI(h);
  });
  afterAll(() => h.close());

  const write = (headers: Record<string, string>) =>
    h.inject({ method: 'POST', url: '/api/vibes', payload: {}, headers });

  it('refuses another origin, even when the Host header names that origin', async () => {
    const forged = await write({ host: 'evil.example', origin: 'http://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(REFUSED);
    const proxied = await h.inject({
      method: 'POST',
      url: '/api/vibes',
      payload: {},
      remoteAddress: STRANGER,
      headers: { ...FORWARDED, origin: 'https://evil.example' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it("lets PUBLIC_URL's own origin through to the route", async () => {
    const res = await write({ origin: new URL(TEST_PUBLIC_URL).origin });
    expect(res.statusCode).toBe(401);
  });

  it.each(['cross-site', 'same-site'])(
    'refuses a write whose Sec-Fetch-Site is %s',
    async (site) => {
      const res = await write({ 'sec-fetch-site': site });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    },
  );

  it.each(['same-origin', 'none'])('lets Sec-Fetch-Site %s through', async (site) => {
    expect((await write({ 'sec-fetch-site': site })).statusCode).toBe(401);
  });

  it('lets clients that send neither Origin nor Sec-Fetch-Site through (curl, scripts)', async () => {
    expect((await write({})).statusCode).toBe(401);
  });

  it('reads a cross-site GET as usual: only writes are checked', async () => {
    const res = await h.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For, -Proto and -Host from a peer that is not a trusted proxy', async () => {
    const res = await h.inject({
      method: 'GET',
      url: '/api/test/who-am-i',
      remoteAddress: STRANGER,
      headers: FORWARDED,
    });
    expect(res.json()).toEqual({ ip: STRANGER, protocol: 'http', host: '127.0.0.1:8080' });
  });

  it('does not serve source maps', async () => {
    expect((await h.inject({ method: 'GET', url: '/assets/index-3f9a2c.js' })).statusCode).toBe(
      200,
    );
    const map = await h.inject({ method: 'GET', url: '/assets/index-3f9a2c.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json().error.code).toBe('not_found');
  });
});

describe('with TRUSTED_PROXIES and SERVE_SOURCE_MAPS=true', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(pglite, {
      webDistDir: dist,
      env: { TRUSTED_PROXIES: `${PROXY}, 192.0.2.0/24`, SERVE_SOURCE_MAPS: 'true' },
    });
    addWhoAmI(h);
  });
  afterAll(() => h.close());

  it('believes X-Forwarded-* from a trusted proxy, and only from it', async () => {
    const viaProxy = await h.inject({
      method: 'GET',
      url: '/api/test/who-am-i',
      remoteAddress: PROXY,
      headers: FORWARDED,
    });
    expect(viaProxy.json()).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
      host: 'evil.example',
    });
    const direct = await h.inject({
      method: 'GET',
      url: '/api/test/who-am-i',
      remoteAddress: STRANGER,
      headers: FORWARDED,
    });
    expect(direct.json()).toMatchObject({ ip: STRANGER, protocol: 'http' });
  });

  it('still takes only PUBLIC_URL as our origin behind the proxy', async () => {
    const res = await h.inject({
      method: 'POST',
      url: '/api/vibes',
      payload: {},
      remoteAddress: PROXY,
      headers: { ...FORWARDED, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('serves source maps when asked', async () => {
    const map = await h.inject({ method: 'GET', url: '/assets/index-3f9a2c.js.map' });
    expect(map.statusCode).toBe(200);
  });
});
