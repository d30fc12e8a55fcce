import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { users } from '../../db/schema';

describe.each(TEST_DATABASES)('users and usernames ($kind)', (database) => {
  let h: Harness;
  let ava: string;
  let kai: string;
  let avaName: string;
  let kaiName: string;

  beforeAll(async () => {
    h = await createHarness(database);
    // Spotify gives email only to apps out of development mode; the spotify_email claim
    // needs one to compare against (AMENDMENTS A2).
    await h.control({ developmentMode: false });
    ava = await h.signIn('ava.rivers');
    kai = await h.signIn('kai.moreno');
    avaName = (await me(ava)).moodtape_username;
    kaiName = (await me(kai)).moodtape_username;
  });
  afterAll(() => h.close());

  function patchUsername(
    session: string,
    payload: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ) {
    return h.inject({
      method: 'PATCH',
      url: '/api/users/update-username',
      cookies: { mt_session: session },
      headers,
      payload,
    });
  }

  async function me(session: string) {
    return (
      await h.inject({ method: 'GET', url: '/api/me', cookies: { mt_session: session } })
    ).json();
  }

  it('stores the email Spotify gives and answers the username for POST /api/users', async () => {
    expect((await me(ava)).email).toBe('ava.rivers@demo.moodtape.test');
    const res = await h.inject({
      method: 'POST',
      url: '/api/users',
      cookies: { mt_session: ava },
      payload: { spotify_email: 'AVA.RIVERS@demo.moodtape.test', spotify_username: 'ava.rivers' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ moodtape_username: avaName });
  });

  it.each([
    ['POST', '/api/users', { spotify_email: 'kai.moreno@demo.moodtape.test' }],
    ['POST', '/api/users', { spotify_username: 'kai.moreno' }],
    [
      'PATCH',
      '/api/users/update-username',
      { spotify_email: 'kai.moreno@demo.moodtape.test', moodtape_username: 'kai_fake' },
    ],
    [
      'PATCH',
      '/api/users/update-username',
      { spotify_username: 'kai.moreno', moodtape_username: 'kai_fake' },
    ],
  ] as const)(
    'answers 403 to %s %s naming another person, and changes nothing',
    async (method, url, payload) => {
      const res = await h.inject({ method, url, cookies: { mt_session: ava }, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
      expect((await me(kai)).moodtape_username).toBe(kaiName);
      expect((await me(ava)).moodtape_username).toBe(avaName);
    },
  );

  it.each([
    ['POST', '/api/users'],
    ['PATCH', '/api/users/update-username'],
    ['POST', '/api/auth/refresh'],
    ['POST', '/api/auth/logout'],
  ] as const)('answers 401 to %s %s without a session', async (method, url) => {
    const res = await h.inject({ method, url, payload: { moodtape_username: 'someone_new' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'unauthorized',
      message: 'Please log in with Spotify first.',
    });
  });

  it('reports availability regardless of case, and your own name as available', async () => {
    const check = (username: string, session?: string) =>
      h.inject({
        method: 'GET',
        url: `/api/users/check-username?username=${encodeURIComponent(username)}`,
        cookies: session ? { mt_session: session } : {},
      });
    expect((await check(kaiName.toUpperCase())).json()).toEqual({ available: false });
    expect((await check(kaiName, kai)).json()).toEqual({ available: true });
    expect((await check('brand_new_name')).json()).toEqual({ available: true });
  });

  it('explains a username that breaks the rules with a 400', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/users/check-username?username=a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/at least 3 characters/i);
  });

  it('changes the username, and refuses one taken in any case with 409', async () => {
    const ok = await patchUsername(ava, { moodtape_username: 'Rainy.Day_Ava' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ moodtape_username: 'Rainy.Day_Ava' });

    const taken = await patchUsername(kai, { moodtape_username: 'rainy.day_ava' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('The username "rainy.day_ava" is already taken.');
    expect((await me(kai)).moodtape_username).toBe(kaiName);
  });

  it('refuses invalid and malformed username updates with 400 and keeps the old name', async () => {
    const before = (await me(kai)).moodtape_username;
    for (const payload of [{ moodtape_username: '<script>' }, { moodtape_username: 42 }, {}]) {
      const res = await patchUsername(kai, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message.length).toBeGreaterThan(5);
    }
    const garbage = await patchUsername(kai, '{"moodtape_username":', {
      'content-type': 'application/json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toBe('The request body is not valid JSON.');
    expect((await me(kai)).moodtape_username).toBe(before);
  });

  it('keeps usernames unique under concurrent changes', async () => {
    const attempts = await Promise.all(
      [ava, kai].map((session) => patchUsername(session, { moodtape_username: 'same_time' })),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await h.app.database.db.select().from(users);
    expect(rows.filter((r) => r.moodtapeUsername.toLowerCase() === 'same_time')).toHaveLength(1);
  });

  it('refuses writes from another site', async () => {
    const res = await patchUsername(
      kai,
      { moodtape_username: 'hijacked' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});
