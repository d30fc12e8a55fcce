// With no Spotify configuration the server mounts the emulator and works end to end on its
// own port, exactly as `npm start` on a fresh machine (AMENDMENTS A7).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_DATABASES } from './databases';
import { consentAtEmulator } from './harness';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

describe.each(TEST_DATABASES)(
  'demo mode: every outside service emulated in the same server ($kind)',
  (database) => {
    let app: FastifyInstance;
    let base: string;
    let dataDir: string;
    let drop: () => Promise<void>;
    // The session of the sign-in test, for the tests after it.
    let session = '';

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-demo-'));
      const db = await database.create();
      drop = db.drop;
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const config = loadConfig({
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      });
      app = await buildApp(config, { logger: false });
      await app.listen({ port, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('reports the emulated services in health', async () => {
      const res = await fetch(`${base}/api/health`);
      expect(await res.json()).toEqual({
        status: 'ok',
        db: database.kind,
        emulated: ['spotify', 'youtube', 'invidious', 'tmdb'],
      });
    });

    it('signs in through the mounted emulator over real HTTP', async () => {
      const login = await fetch(`${base}/api/auth/login`, { redirect: 'manual' });
      const authorize = login.headers.get('location')!;
      expect(authorize.startsWith(`${base}/emulators/spotify/accounts/authorize?`)).toBe(true);
      const loginCookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

      const callback = await consentAtEmulator(authorize, 'ava.rivers', 'agree');
      expect(callback.origin).toBe(base);
      const done = await fetch(callback, { redirect: 'manual', headers: { cookie: loginCookie } });
      expect(done.status).toBe(302);
      expect(done.headers.get('location')).toBe('/');
      session = done.headers
        .getSetCookie()
        .find((c) => c.startsWith('mt_session='))!
        .split(';')[0]!;

      const me = await fetch(`${base}/api/me`, { headers: { cookie: session } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: 'ava.rivers', display_name: 'Ava Rivers' });
    });

    it('searches videos and finds posters through the mounted emulators', async () => {
      const get = (url: string) => fetch(`${base}${url}`, { headers: { cookie: session } });
      const search = await get('/api/search/videos?q=rainy%20jazz&maxResults=3&type=music');
      const { videos } = (await search.json()) as { videos: { thumbnail: string }[] };
      expect(videos).toHaveLength(3);
      expect(videos[0]?.thumbnail.startsWith(`${base}/emulators/youtube/`)).toBe(true);
      expect(await (await get('/api/videos/config')).json()).toEqual({
        embedUrl: '/emulators/youtube/embed/',
      });

      const suggestions = await fetch(`${base}/api/more-internet-suggestions`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ playlist: { name: 'Rain', tracks: [] }, prompt: 'rainy jazz' }),
      });
      const enriched = await fetch(`${base}/api/enrich-suggestions-with-images`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json', origin: base },
        body: await suggestions.text(),
      });
      const { movies } = (await enriched.json()) as { movies: { imageUrl: string | null }[] };
      expect(movies.length).toBeGreaterThan(0);
      expect(movies[0]?.imageUrl).toMatch(/^\/emulators\/tmdb\/t\/p\/w342\//);
      expect((await get(movies[0]!.imageUrl!)).status).toBe(200);
    });

    it('keeps the generated session secret in DATA_DIR for the next start', async () => {
      const { readFile, stat } = await import('node:fs/promises');
      const file = path.join(dataDir, 'session-secret');
      expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    });
  },
);
