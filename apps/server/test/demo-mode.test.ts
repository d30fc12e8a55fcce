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
  'demo mode: Spotify emulated in the same server ($kind)',
  (database) => {
    let app: FastifyInstance;
    let base: string;
    let dataDir: string;
    let drop: () => Promise<void>;

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

    it('reports the emulated service in health', async () => {
      const res = await fetch(`${base}/api/health`);
      expect(await res.json()).toEqual({ status: 'ok', db: database.kind, emulated: ['spotify'] });
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
      const session = done.headers
        .getSetCookie()
        .find((c) => c.startsWith('mt_session='))!
        .split(';')[0]!;

      const me = await fetch(`${base}/api/me`, { headers: { cookie: session } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: 'ava.rivers', display_name: 'Ava Rivers' });
    });

    it('keeps the generated session secret in DATA_DIR for the next start', async () => {
      const { readFile, stat } = await import('node:fs/promises');
      const file = path.join(dataDir, 'session-secret');
      expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    });
  },
);
