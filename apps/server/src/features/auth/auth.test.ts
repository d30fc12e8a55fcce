import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SPOTIFY_AUTH_SCOPES } from '@moodtape/core';
import { TEST_DATABASES } from '../../../test/databases';
import { sessions } from '../../db/schema';
import {
  type Harness,
  TEST_CLIENT_ID,
  TEST_PUBLIC_URL,
  consentAtEmulator,
  cookieValue,
  createHarness,
} from '../../../test/harness';

describe.each(TEST_DATABASES)('sign-in with Spotify ($kind)', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  it('sends the browser to Spotify with PKCE S256, the spec scopes and the consent dialog', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/auth/login' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${h.emulatorUrl}/emulators/spotify/accounts/authorize`,
    );
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(url.searchParams.get('show_dialog')).toBe('true');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(
      [...SPOTIFY_AUTH_SCOPES].sort(),
    );

    const cookie = res.cookies.find((c) => c.name === 'mt_login');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).not.toContain(url.searchParams.get('state'));
  });

  it('moves a login started on another host name to the public URL first', async () => {
    const res = await h.inject({
      method: 'GET',
      url: '/api/auth/login',
      headers: { host: 'localhost:8080' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${TEST_PUBLIC_URL}/api/auth/login`);
  });

  it('signs a person in: session cookie, profile with avatar and a default username', async () => {
    const session = await h.signIn('ava.rivers');
    const me = await h.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { mt_session: session },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: 'ava.rivers',
      display_name: 'Ava Rivers',
      // Development-mode apps get no email from Spotify since 2026 (AMENDMENTS A2).
      email: null,
      moodtape_username: expect.stringMatching(/^Ava_Rivers\d*$/),
    });
    expect(me.json().images[0].url).toMatch(/\/emulators\/spotify\/images\/avatars\//);
  });

  it('keeps the username across sign-ins, and gives a newcomer whose default is taken another', async () => {
    // Ava takes the name Kai would get by default, before Kai has ever signed in.
    const ava = await h.signIn('ava.rivers');
    const renamed = await h.inject({
      method: 'PATCH',
      url: '/api/users/update-username',
      cookies: { mt_session: ava },
      payload: { moodtape_username: 'kai_moreno' },
    });
    expect(renamed.statusCode).toBe(200);

    const first = await h.signIn('kai.moreno');
    const again = await h.signIn('kai.moreno');
    const a = await h.inject({ method: 'GET', url: '/api/me', cookies: { mt_session: first } });
    const b = await h.inject({ method: 'GET', url: '/api/me', cookies: { mt_session: again } });
    expect(a.json().moodtape_username).toBe('Kai_Moreno2');
    expect(b.json().moodtape_username).toBe('Kai_Moreno2');
  });

  it('refuses a callback whose state does not match, and opens no session', async () => {
    const login = await h.inject({ method: 'GET', url: '/api/auth/login' });
    const callback = await consentAtEmulator(
      login.headers.location as string,
      'ava.rivers',
      'agree',
    );
    callback.searchParams.set('state', 'forged-state-value');
    const res = await h.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { mt_login: cookieValue(login, 'mt_login') },
    });
    expect(res.headers.location).toBe('/?login_error=state');
    expect(res.cookies.find((c) => c.name === 'mt_session')).toBeUndefined();
  });

  it('refuses a callback without the login cookie (a code pasted into another browser)', async () => {
    const login = await h.inject({ method: 'GET', url: '/api/auth/login' });
    const callback = await consentAtEmulator(
      login.headers.location as string,
      'ava.rivers',
      'agree',
    );
    const res = await h.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(res.headers.location).toBe('/?login_error=state');
  });

  it('returns to the page with login_error=cancelled when the person cancels on Spotify', async () => {
    const login = await h.inject({ method: 'GET', url: '/api/auth/login' });
    const callback = await consentAtEmulator(
      login.headers.location as string,
      'ava.rivers',
      'cancel',
    );
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const res = await h.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { mt_login: cookieValue(login, 'mt_login') },
    });
    expect(res.headers.location).toBe('/?login_error=cancelled');
  });

  it('finishes a refresh popup on /callback, where the page hands the token to its opener', async () => {
    const login = await h.inject({ method: 'GET', url: '/api/auth/login?mode=popup' });
    const callback = await consentAtEmulator(
      login.headers.location as string,
      'kai.moreno',
      'agree',
    );
    const res = await h.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { mt_login: cookieValue(login, 'mt_login') },
    });
    expect(res.headers.location).toBe('/callback');
    const session = cookieValue(res, 'mt_session');
    const token = await h.inject({
      method: 'GET',
      url: '/api/auth/token',
      cookies: { mt_session: session },
    });
    expect(token.statusCode).toBe(200);
  });

  it('refuses an unknown login mode with a 400', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/auth/login?mode=iframe' });
    expect(res.statusCode).toBe(400);
  });

  it('answers the session state without an error when signed out', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('gives the browser the access token and its expiry, and stores the tokens sealed', async () => {
    const session = await h.signIn('ava.rivers');
    const res = await h.inject({
      method: 'GET',
      url: '/api/auth/token',
      cookies: { mt_session: session },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.expires_in).toBe(3600);
    expect(body.expires_at).toBe(h.clock.now.getTime() + 3_600_000);
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await sessionsTable(h);
    const serialized = JSON.stringify(rows);
    expect(serialized).not.toContain(body.access_token);
    expect(serialized).not.toContain(session);
    for (const row of rows) expect(row.refreshTokenSealed).toMatch(/^v1\./);
  });

  it('refreshes the access token through the server', async () => {
    const session = await h.signIn('ava.rivers');
    const before = (
      await h.inject({
        method: 'GET',
        url: '/api/auth/token',
        cookies: { mt_session: session },
      })
    ).json();
    h.clock.advance(58 * 60_000);
    const res = await h.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { mt_session: session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).not.toBe(before.access_token);
    expect(res.json().expires_at).toBe(h.clock.now.getTime() + 3_600_000);
    const after = await h.inject({
      method: 'GET',
      url: '/api/auth/token',
      cookies: { mt_session: session },
    });
    expect(after.json().access_token).toBe(res.json().access_token);
  });

  it('asks for consent again when Spotify has revoked the refresh token', async () => {
    const session = await h.signIn('sam.lee');
    h.clock.advance(40_000);
    await h.control({ revokeRefreshTokens: 'sam.lee' });
    const res = await h.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { mt_session: session },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'consent_required', message: MESSAGES.spotifySignInEnded },
    });
  });

  it('answers 502 with a readable message when Spotify fails during a refresh', async () => {
    const session = await h.signIn('ava.rivers');
    h.clock.advance(40_000);
    await h.control({ faults: { token: { status: 503 } } });
    try {
      const res = await h.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { mt_session: session },
      });
      expect(res.statusCode).toBe(502);
      // A sentence of ours, not Spotify's "Service Unavailable".
      expect(res.json().error).toEqual({
        code: 'upstream_error',
        message: 'Spotify is having trouble right now. Please try again in a moment.',
      });
    } finally {
      await h.control({ faults: { token: null } });
    }
  });

  it('signs out: 204, cookie cleared, session gone from the database', async () => {
    const session = await h.signIn('kai.moreno');
    const count = (await sessionsTable(h)).length;
    const res = await h.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { mt_session: session },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'mt_session')?.value).toBe('');
    expect((await sessionsTable(h)).length).toBe(count - 1);
    const me = await h.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { mt_session: session },
    });
    expect(me.statusCode).toBe(401);
  });

  it('ends a session after 30 days', async () => {
    const session = await h.signIn('ava.rivers');
    h.clock.advance(30 * 24 * 60 * 60_000 + 1000);
    const me = await h.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { mt_session: session },
    });
    expect(me.statusCode).toBe(401);
  });
});

function sessionsTable(h: Harness) {
  return h.app.database.db.select().from(sessions);
}
