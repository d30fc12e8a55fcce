// Helpers for the emulator's tests: a server with a hand-driven clock, and the steps a
// browser and an OAuth client take, all over HTTP through app.inject().
import { TokenAnswer } from './accounts-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { createEmulatorServer } from '../server';
import type { SpotifyApp } from './options';

export const BASE = '/emulators/spotify';
export const REDIRECT_URI = 'http://127.0.0.1:8080/callback';
export const PUBLIC_APP: SpotifyApp = {
  name: 'Moodtape',
  clientId: 'moodtape-public',
  redirectUris: [REDIRECT_URI],
};
export const CONFIDENTIAL_APP: SpotifyApp = {
  name: 'Moodtape Server',
  clientId: 'moodtape-server',
  clientSecret: 'server-secret',
  redirectUris: [REDIRECT_URI, 'https://moodtape.example/callback'],
};

export type TestEmulator = {
  app: FastifyInstance;
  clock: { readonly now: number; advance(ms: number): void };
};

// Every emulator made here is closed after its test, so test files need no teardown.
const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

export function createTestEmulator(
  apps: SpotifyApp[] = [PUBLIC_APP, CONFIDENTIAL_APP],
  extra: { publicUrl?: string; clock?: 'frozen' | 'running' } = {},
): TestEmulator {
  const { clock: kind = 'frozen', ...spotify } = extra;
  // A frozen clock moves only when a test moves it; a running one follows the wall clock
  // too (for tests against real timers and streams), and can still be moved ahead.
  const start = Date.UTC(2026, 5, 1, 12);
  const startedAt = Date.now();
  let moved = 0;
  const clock = {
    get now() {
      return start + moved + (kind === 'running' ? Date.now() - startedAt : 0);
    },
    advance(ms: number) {
      moved += ms;
    },
  };
  const app = createEmulatorServer({ spotify: { apps, now: () => clock.now, ...spotify } });
  open.push(app);
  return { app, clock };
}

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(params: Record<string, string>): string {
  return `${BASE}/accounts/authorize?${new URLSearchParams(params)}`;
}

export function authorizeParams(overrides: Record<string, string> = {}, challenge?: string) {
  return {
    client_id: PUBLIC_APP.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    state: 'state-123',
    scope: 'user-read-private user-read-email streaming',
    code_challenge_method: 'S256',
    code_challenge: challenge ?? pkcePair().challenge,
    show_dialog: 'true',
    ...overrides,
  };
}

export function requestIdOf(html: string): string {
  const id = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  if (!id) throw new Error('no request id on the consent page');
  return id;
}

/** Opens the consent page, answers it, and returns where the browser is sent. */
export async function consent(
  app: FastifyInstance,
  params: Record<string, string>,
  answer: { account?: string; decision?: string } = {},
): Promise<URL> {
  const page = await app.inject({ method: 'GET', url: authorizeUrl(params) });
  if (page.statusCode !== 200) throw new Error(`consent page ${page.statusCode}: ${page.body}`);
  const posted = await app.inject({
    method: 'POST',
    url: `${BASE}/accounts/authorize`,
    payload: new URLSearchParams({
      request_id: requestIdOf(page.body),
      account: answer.account ?? 'ava.rivers',
      decision: answer.decision ?? 'agree',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = posted.headers.location;
  if (posted.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`consent answer ${posted.statusCode}: ${posted.body}`);
  }
  return new URL(location);
}

export function postToken(
  app: FastifyInstance,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${BASE}/accounts/api/token`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export function basic(clientId: string, secret: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` };
}

/** The whole PKCE sign-in as the public app; returns the token answer's body. */
export async function signIn(app: FastifyInstance, account = 'ava.rivers', scope?: string) {
  const { verifier, challenge } = pkcePair();
  const params = authorizeParams(scope === undefined ? {} : { scope }, challenge);
  const callback = await consent(app, params, { account });
  const res = await postToken(app, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    redirect_uri: REDIRECT_URI,
    client_id: PUBLIC_APP.clientId,
    code_verifier: verifier,
  });
  if (res.statusCode !== 200) throw new Error(`token exchange ${res.statusCode}: ${res.body}`);
  // Every sign-in in these tests checks the token answer against its documented shape.
  const answer = TokenAnswer.parse(res.json());
  return { ...answer, refresh_token: answer.refresh_token ?? '' };
}

export function getMe(app: FastifyInstance, accessToken?: string, host?: string) {
  const headers: Record<string, string> = {};
  if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
  if (host !== undefined) headers.host = host;
  return app.inject({ method: 'GET', url: `${BASE}/api/v1/me`, headers });
}

export function control(app: FastifyInstance, body: unknown, path = '') {
  return app.inject({ method: 'POST', url: `${BASE}/__control${path}`, payload: body as object });
}
