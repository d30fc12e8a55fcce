import { describe, expect, it } from 'vitest';
import type { SpotifyApp } from './options';
import {
  PUBLIC_APP,
  authorizeParams,
  authorizeUrl,
  control,
  createTestEmulator,
} from './spotify.test-support';

// An app registered before Spotify's 2025 rules, still holding URIs that are now refused.
const LEGACY_APP: SpotifyApp = {
  name: 'Legacy',
  clientId: 'legacy',
  clientSecret: 'legacy-secret',
  redirectUris: [
    'http://localhost:8080/callback',
    'https://localhost/callback',
    'http://moodtape.example/callback',
    'http://[::1]:8080/callback',
    'https://moodtape.example/callback',
  ],
};

function emulator() {
  return createTestEmulator([PUBLIC_APP, LEGACY_APP]).app;
}

async function authorize(overrides: Record<string, string>) {
  return emulator().inject({ method: 'GET', url: authorizeUrl(authorizeParams(overrides)) });
}

function errorParams(location: unknown) {
  const url = new URL(String(location));
  return { target: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) };
}

describe('GET /accounts/authorize: client and redirect URI', () => {
  it('refuses an unknown client on its own page, without redirecting', async () => {
    const res = await authorize({ client_id: 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('INVALID_CLIENT: Invalid client');
  });

  it.each([
    ['http://localhost:8080/callback', 'a localhost host over http'],
    ['https://localhost/callback', 'a localhost host even over https'],
    ['http://moodtape.example/callback', 'plain http to a host that is not a loopback literal'],
  ])('refuses %s (%s) as insecure', async (uri) => {
    const res = await authorize({ client_id: LEGACY_APP.clientId, redirect_uri: uri });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('INVALID_CLIENT: Insecure redirect URI');
  });

  it.each(['http://[::1]:8080/callback', 'https://moodtape.example/callback'])(
    'accepts the registered %s',
    async (uri) => {
      const res = await authorize({ client_id: LEGACY_APP.clientId, redirect_uri: uri });
      expect(res.statusCode).toBe(200);
    },
  );

  it('accepts http to 127.0.0.1', async () => {
    const res = await authorize({ redirect_uri: 'http://127.0.0.1:8080/callback' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['https://evil.example/callback', 'another host'],
    ['http://127.0.0.1:8080/callback/', 'a trailing slash'],
    ['http://127.0.0.1:9090/callback', 'another port'],
  ])('refuses an unregistered URI (%s: %s) without redirecting', async (uri) => {
    const res = await authorize({ redirect_uri: uri });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('INVALID_CLIENT: Invalid redirect URI');
  });
});

describe('GET /accounts/authorize: errors sent back to the app', () => {
  it('refuses the implicit grant (response_type=token)', async () => {
    const res = await authorize({ response_type: 'token' });
    expect(res.statusCode).toBe(302);
    expect(errorParams(res.headers.location)).toEqual({
      target: 'http://127.0.0.1:8080/callback',
      params: { error: 'unsupported_response_type', state: 'state-123' },
    });
  });

  it('refuses a scope Spotify does not know', async () => {
    const res = await authorize({ scope: 'streaming user-read-everything' });
    expect(errorParams(res.headers.location).params).toEqual({
      error: 'invalid_scope',
      state: 'state-123',
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ code_challenge_method: 'plain' }, 'the plain method'],
    [{ code_challenge: 'too-short' }, 'a challenge under 43 characters'],
    [{ code_challenge: `${'a'.repeat(42)}!` }, 'a challenge that is not base64url'],
    [{ code_challenge: 'a'.repeat(129) }, 'a challenge over 128 characters'],
  ])('answers invalid_request for %o (%s)', async (overrides) => {
    const res = await authorize(overrides);
    expect(errorParams(res.headers.location).params).toEqual({
      error: 'invalid_request',
      state: 'state-123',
    });
  });

  it('answers invalid_request when an app without a secret sends no PKCE challenge', async () => {
    const {
      code_challenge: _challenge,
      code_challenge_method: _method,
      ...params
    } = authorizeParams();
    const res = await emulator().inject({ method: 'GET', url: authorizeUrl(params) });
    expect(errorParams(res.headers.location).params).toEqual({
      error: 'invalid_request',
      state: 'state-123',
    });
  });

  it('leaves state out of the redirect when the app sent none', async () => {
    const { state: _state, ...params } = authorizeParams({ response_type: 'token' });
    const res = await emulator().inject({ method: 'GET', url: authorizeUrl(params) });
    expect(errorParams(res.headers.location).params).toEqual({
      error: 'unsupported_response_type',
    });
  });
});

describe('GET /accounts/authorize: page safety and faults', () => {
  it('escapes every value it echoes into the page', async () => {
    const app = createTestEmulator([
      { ...PUBLIC_APP, name: `<img src=x onerror="alert(1)"> Tunes & 'Co'` },
    ]).app;
    const res = await app.inject({ method: 'GET', url: authorizeUrl(authorizeParams()) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Tunes &amp; &#39;Co&#39; wants to use your Spotify account',
    );
  });

  it('answers an injected fault with its status on an error page', async () => {
    const app = emulator();
    await control(app, { faults: { authorize: { status: 503, times: 1 } } });
    const failed = await app.inject({ method: 'GET', url: authorizeUrl(authorizeParams()) });
    expect(failed.statusCode).toBe(503);
    expect(failed.body).toContain('503: Service Unavailable');
    const next = await app.inject({ method: 'GET', url: authorizeUrl(authorizeParams()) });
    expect(next.statusCode).toBe(200);
  });
});
