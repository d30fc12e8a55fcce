// Builds the real app for a test file: a fresh database (PGlite or PostgreSQL), the emulators
// (Spotify, YouTube, Invidious, TMDB) listening on a real port, and helpers that sign people
// in the way a browser does and drive each emulator's switches.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  DEFAULT_TMDB_API_KEY,
  DEFAULT_YOUTUBE_API_KEY,
  createEmulatorServer,
} from '@moodtape/emulators';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from './databases';

export const TEST_PUBLIC_URL = 'http://127.0.0.1:8080';
const GENEROUS_LIMITS = {
  RATE_LIMIT_FACTOR: '100',
  SPOTIFY_SEARCHES_PER_DAY: '1000000',
  VIDEO_SEARCHES_PER_DAY: '1000000',
  POSTER_LOOKUPS_PER_DAY: '1000000',
  AI_CALLS_PER_DAY: '1000000',
  UPLOADS_PER_DAY: '1000000',
  UPLOAD_MB_PER_DAY: '1000000',
};
export const TEST_CLIENT_ID = 'moodtape-test';
export const TEST_CLIENT_SECRET = 'test-client-secret';

export type Harness = {
  app: FastifyInstance;
  // app.inject as a browser at PUBLIC_URL would send it (the Host header matters for sign-in).
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  config: Config;
  emulatorUrl: string;
  clock: { now: Date; advance(ms: number): void };
  control(body: Record<string, unknown>): Promise<void>;
  // Another emulator's /__control: POST a change (or `path` such as "/reset"), GET "/stats".
  emulator: (service: MediaEmulator) => EmulatorControl;
  signIn(accountId?: string): Promise<string>;
  close(): Promise<void>;
};

export type MediaEmulator = 'youtube' | 'invidious' | 'tmdb';
export type EmulatorControl = {
  post(path: string, body?: object): Promise<unknown>;
  stats(): Promise<Record<string, number>>;
};

export async function createHarness(
  database: TestDatabase,
  options: {
    // Extra environment; a function gets the emulators' base URL (e.g. for AI_BASE_URL).
    env?: Record<string, string> | ((emulatorUrl: string) => Record<string, string>);
    webDistDir?: string;
    // Filled with the server's log lines (JSON, level info and up) when given.
    logs?: string[];
  } = {},
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-test-'));
  const db = await database.create();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };

  const emulator = createEmulatorServer({
    spotify: {
      apps: [
        {
          name: 'Moodtape',
          clientId: TEST_CLIENT_ID,
          clientSecret: TEST_CLIENT_SECRET,
          redirectUris: [`${TEST_PUBLIC_URL}/callback`],
        },
      ],
      now: () => clock.now.getTime(),
    },
    youtube: { now: () => clock.now.getTime() },
    invidious: { now: () => clock.now.getTime() },
  });
  const emulatorUrl = await emulator.listen({ port: 0, host: '127.0.0.1' });
  const spotifyBase = `${emulatorUrl}/emulators/spotify`;

  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logs ? 'info' : 'silent',
    SPOTIFY_CLIENT_ID: TEST_CLIENT_ID,
    SPOTIFY_CLIENT_SECRET: TEST_CLIENT_SECRET,
    SPOTIFY_ACCOUNTS_URL: `${spotifyBase}/accounts`,
    SPOTIFY_API_URL: `${spotifyBase}/api`,
    YOUTUBE_API_KEY: DEFAULT_YOUTUBE_API_KEY,
    YOUTUBE_API_URL: `${emulatorUrl}/emulators/youtube`,
    VIDEO_ALT_BASE_URL: `${emulatorUrl}/emulators/invidious`,
    VIDEO_EMBED_URL: `${emulatorUrl}/emulators/youtube/embed/`,
    TMDB_API_KEY: DEFAULT_TMDB_API_KEY,
    TMDB_API_URL: `${emulatorUrl}/emulators/tmdb`,
    TMDB_IMAGE_URL: `${emulatorUrl}/emulators/tmdb/t/p/`,
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    // Tests drive one person far faster than anyone would; the limits have their own tests.
    ...GENEROUS_LIMITS,
    ...(typeof options.env === 'function' ? options.env(emulatorUrl) : options.env),
  });
  const app = await buildApp(config, {
    clock: () => clock.now,
    ...(options.logs
      ? { logStream: { write: (line: string) => void options.logs?.push(line) } }
      : { logger: false }),
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web'),
  });

  const inject = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { host: new URL(TEST_PUBLIC_URL).host, ...options.headers },
    });

  const harness: Harness = {
    app,
    inject,
    config,
    emulatorUrl,
    clock,
    async control(body) {
      const response = await fetch(`${spotifyBase}/__control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`emulator control failed: ${await response.text()}`);
    },
    emulator(service) {
      const base = `${emulatorUrl}/emulators/${service}/__control`;
      return {
        async post(path, body = {}) {
          const response = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (!response.ok) throw new Error(`${service} control failed: ${await response.text()}`);
          return response.json();
        },
        async stats() {
          return (await (await fetch(`${base}/stats`)).json()) as Record<string, number>;
        },
      };
    },
    async signIn(accountId = 'ava.rivers') {
      const login = await inject({ method: 'GET', url: '/api/auth/login' });
      const callback = await consentAtEmulator(
        login.headers.location as string,
        accountId,
        'agree',
      );
      const done = await inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        cookies: { mt_login: cookieValue(login, 'mt_login') },
      });
      if (done.headers.location !== '/')
        throw new Error(`sign-in failed: ${done.headers.location}`);
      return cookieValue(done, 'mt_session');
    },
    async close() {
      await app.close();
      await emulator.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

// Plays the person on the emulator's consent page: reads the form and posts a decision.
export async function consentAtEmulator(
  authorizeUrl: string,
  accountId: string,
  decision: 'agree' | 'cancel',
) {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (!page.ok) throw new Error(`consent page ${page.status}: ${html}`);
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no consent form');
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1];
    if (name) form.set(name, decodeEntities(value ?? ''));
  }
  form.set('account', accountId);
  form.set('decision', decision);
  const answer = await fetch(new URL(decodeEntities(action), authorizeUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`consent gave ${answer.status}: ${await answer.text()}`);
  return new URL(location);
}

// For a describe block of route tests: the app on `database`, made before its tests with Ava
// signed in, and closed after them. Read `h` and `session` inside the tests.
export function signedInHarness(
  database: TestDatabase,
  options: Parameters<typeof createHarness>[1] = {},
): { h: Harness; session: string } {
  const context = {} as { h: Harness; session: string };
  beforeAll(async () => {
    context.h = await createHarness(database, options);
    context.session = await context.h.signIn('ava.rivers');
  });
  afterAll(() => context.h.close());
  return context;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in answer ${response.statusCode}`);
  return cookie.value;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
