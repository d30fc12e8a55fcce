// Spotify refusing a person, as it does in 2026: a development-mode app's plain-text 403 for
// someone not on its user list, and refresh tokens that expire six months after consent.
import { MESSAGES } from '@moodtape/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { sessions } from '../../db/schema';
import { type Harness, consentAtEmulator, cookieValue, createHarness } from '../../../test/harness';

const SPOTIFY_403 =
  'Check settings on developer.spotify.com/dashboard, the user may not be registered.';

describe.each(TEST_DATABASES)('Spotify refusing a person ($kind)', (database) => {
  let h: Harness;
  const logs: string[] = [];
  beforeAll(async () => {
    h = await createHarness(database, { logs });
  });
  afterAll(() => h.close());

  it("sends someone off the app's user list back with not_allowlisted, opens no session and logs Spotify's words", async () => {
    const before = (await h.app.database.db.select().from(sessions)).length;
    const login = await h.inject({ method: 'GET', url: '/api/auth/login' });
    const callback = await consentAtEmulator(
      login.headers.location as string,
      'noor.haddad',
      'agree',
    );
    const res = await h.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { mt_login: cookieValue(login, 'mt_login') },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?login_error=not_allowlisted');
    expect(res.cookies.find((c) => c.name === 'mt_session')).toBeUndefined();
    expect((await h.app.database.db.select().from(sessions)).length).toBe(before);

    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'sign-in failed');
    expect(line).toMatchObject({ reason: 'not_allowlisted', spotifySays: SPOTIFY_403 });
  });

  it('asks for a new consent when the refresh token has expired, keeping the session for it', async () => {
    const session = await h.signIn('ava.rivers');
    await h.control({ refreshTokenLifetimeSeconds: 2 * 60 * 60 });
    try {
      h.clock.advance(2 * 60 * 60_000);
      const res = await h.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { mt_session: session },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'consent_required', message: MESSAGES.spotifySignInEnded },
      });
      // The page's Refresh Connection gets the new consent within this session.
      expect(res.cookies.find((c) => c.name === 'mt_session')).toBeUndefined();
      const after = await h.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { mt_session: session },
      });
      expect(after.json().user).not.toBeNull();
      const line = logs
        .map((l) => JSON.parse(l))
        .find((l) => l.msg === 'Spotify ended the session');
      expect(line?.spotifySays).toBe('Refresh token expired');

      // Signing in again is a new consent, with a new lifetime.
      const again = await h.signIn('ava.rivers');
      h.clock.advance(60 * 60_000);
      const refreshed = await h.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { mt_session: again },
      });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await h.control({ refreshTokenLifetimeSeconds: 182 * 24 * 60 * 60 });
    }
  });

  it('answers 401 with the sentence when a search meets an expired refresh token', async () => {
    const session = await h.signIn('kai.moreno');
    await h.control({ refreshTokenLifetimeSeconds: 2 * 60 * 60 });
    try {
      h.clock.advance(2 * 60 * 60_000);
      const res = await h.inject({
        method: 'POST',
        url: '/api/tracks/resolve',
        cookies: { mt_session: session },
        payload: { songs: [{ title: 'Yesterday', artist: 'The Beatles' }] },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'consent_required',
        message: MESSAGES.spotifySignInEnded,
      });
    } finally {
      await h.control({ refreshTokenLifetimeSeconds: 182 * 24 * 60 * 60 });
    }
  });
});
