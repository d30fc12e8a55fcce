// The emulators mounted in demo mode answer only this machine (by the socket's address, not by
// any header a client writes) unless DEMO_PUBLIC=true, and their switches need the control
// token either way. HTTP-level checks only, so PGlite is enough.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { CONTROL_TOKEN_FILE } from './emulators';

const STRANGER = '203.0.113.9';
const CONTROL_TOKEN = 'a-fixed-control-token-for-tests';
// The consent page, the token endpoint and a poster: what a stranger would go for.
const AUTHORIZE =
  '/emulators/spotify/accounts/authorize?response_type=code&client_id=moodtape-demo' +
  '&redirect_uri=http%3A%2F%2F127.0.0.1%3A8080%2Fcallback&code_challenge_method=S256' +
  `&code_challenge=${'a'.repeat(43)}&scope=streaming`;
const TOKEN = '/emulators/spotify/accounts/api/token';

async function demoApp(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-emulators-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), {
    logger: false,
    webDistDir: path.join(dataDir, 'no-web'),
  });
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const from = (app: FastifyInstance, remoteAddress: string, options: InjectOptions) =>
  app.inject({ ...options, remoteAddress });

describe('mounted emulators, demo on this machine only', () => {
  let demo: Awaited<ReturnType<typeof demoApp>>;
  beforeAll(async () => {
    demo = await demoApp({});
  });
  afterAll(() => demo.close());

  it('answers this machine', async () => {
    const page = await from(demo.app, '127.0.0.1', { method: 'GET', url: AUTHORIZE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const v6 = await from(demo.app, '::1', { method: 'GET', url: AUTHORIZE });
    expect(v6.statusCode).toBe(200);
  });

  it.each([
    ['the consent page', { method: 'GET', url: AUTHORIZE }],
    ['the token endpoint', { method: 'POST', url: TOKEN, payload: 'grant_type=x' }],
    ['a poster', { method: 'GET', url: '/emulators/tmdb/t/p/w185/x.svg' }],
    ['the switches', { method: 'GET', url: '/emulators/spotify/__control/playlists' }],
  ] as const)('refuses %s to another machine, whatever Host it names', async (_what, request) => {
    const res = await from(demo.app, STRANGER, {
      ...request,
      headers: {
        host: '127.0.0.1:8080',
        'x-forwarded-for': '127.0.0.1',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('DEMO_PUBLIC=true');
  });

  it('keeps a generated control token in DATA_DIR, for its owner only, and asks for it', async () => {
    const file = path.join(demo.dataDir, CONTROL_TOKEN_FILE);
    const token = (await readFile(file, 'utf8')).trim();
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(demo.dataDir)).mode & 0o777).toBe(0o700);

    const url = '/emulators/spotify/__control';
    expect((await from(demo.app, '127.0.0.1', { method: 'POST', url })).statusCode).toBe(401);
    const withToken = await from(demo.app, '127.0.0.1', {
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('mounted emulators with DEMO_PUBLIC=true', () => {
  let demo: Awaited<ReturnType<typeof demoApp>>;
  beforeAll(async () => {
    demo = await demoApp({
      HOST: '0.0.0.0',
      DEMO_PUBLIC: 'true',
      EMULATOR_CONTROL_TOKEN: CONTROL_TOKEN,
    });
  });
  afterAll(() => demo.close());

  it('opens the consent page to everyone: that is a public demo', async () => {
    const page = await from(demo.app, STRANGER, { method: 'GET', url: AUTHORIZE });
    expect(page.statusCode).toBe(200);
  });

  it.each(['spotify', 'youtube', 'invidious', 'tmdb'])(
    '%s: still asks for EMULATOR_CONTROL_TOKEN at /__control',
    async (service) => {
      const url = `/emulators/${service}/__control`;
      const without = await from(demo.app, STRANGER, { method: 'GET', url });
      expect(without.statusCode).toBe(401);
      const wrong = await from(demo.app, '127.0.0.1', {
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not-the-token' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await from(demo.app, STRANGER, {
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${CONTROL_TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
    },
  );

  it('writes no token file when the token is configured', async () => {
    await expect(stat(path.join(demo.dataDir, CONTROL_TOKEN_FILE))).rejects.toThrow(/ENOENT/);
  });
});
