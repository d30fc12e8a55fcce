import { describe, expect, it } from 'vitest';
import { WebApiErrorAnswer } from './accounts-contract';
import { BASE, control, createTestEmulator, getMe, signIn } from './spotify.test-support';
import { NOT_REGISTERED_TEXT } from './user-list';
import { DevelopmentModeUser, PrivateUserObject } from './user-contract';

const apiError = (status: number, message: string) =>
  WebApiErrorAnswer.parse({ error: { status, message } });

describe('GET /api/v1/me', () => {
  it('answers the contract PrivateUserObject without private fields in development mode', async () => {
    const { app } = createTestEmulator();
    const { access_token } = await signIn(app, 'ava.rivers');
    const res = await getMe(app, access_token, '127.0.0.1:8080');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(DevelopmentModeUser.parse(res.json())).toEqual({
      account_id: 'mtDemoAva1',
      display_name: 'Ava Rivers',
      external_urls: { spotify: 'https://open.spotify.com/user/ava.rivers' },
      href: `http://127.0.0.1:8080${BASE}/api/v1/users/ava.rivers`,
      id: 'ava.rivers',
      images: [
        {
          url: `http://127.0.0.1:8080${BASE}/images/avatars/ava.rivers.svg`,
          height: 300,
          width: 300,
        },
      ],
      type: 'user',
      uri: 'spotify:user:ava.rivers',
    });
  });

  it('links to where browsers reach the emulator when that is configured', async () => {
    const { app } = createTestEmulator(undefined, {
      publicUrl: 'https://demo.example/emulators/spotify/',
    });
    const { access_token } = await signIn(app, 'ava.rivers');
    const res = await getMe(app, access_token, '127.0.0.1:8080');
    expect(res.json().images[0].url).toBe(
      'https://demo.example/emulators/spotify/images/avatars/ava.rivers.svg',
    );
  });

  it('adds email, country, product and explicit_content when development mode is off', async () => {
    const { app } = createTestEmulator();
    const { access_token } = await signIn(app, 'sam.lee');
    await control(app, { developmentMode: false });
    const res = await getMe(app, access_token);
    expect(PrivateUserObject.parse(res.json())).toMatchObject({
      id: 'sam.lee',
      followers: { href: null, total: 7 },
      email: 'sam.lee@demo.moodtape.test',
      country: 'GB',
      product: 'free',
      explicit_content: { filter_enabled: false, filter_locked: false },
    });
  });

  it('gives each private field only with its scope', async () => {
    const { app } = createTestEmulator();
    await control(app, { developmentMode: false });
    const noEmail = await signIn(app, 'kai.moreno', 'user-read-private');
    const body = (await getMe(app, noEmail.access_token)).json();
    expect(body).not.toHaveProperty('email');
    expect(body).toMatchObject({ country: 'ES', product: 'premium' });

    const emailOnly = await signIn(app, 'kai.moreno', 'user-read-email');
    const other = (await getMe(app, emailOnly.access_token)).json();
    expect(other.email).toBe('kai.moreno@demo.moodtape.test');
    expect(other).not.toHaveProperty('country');
    expect(other).not.toHaveProperty('product');
  });

  it('answers 401 without a token, with an unknown token and with an expired token', async () => {
    const { app, clock } = createTestEmulator();
    const { access_token } = await signIn(app);

    const none = await getMe(app);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(apiError(401, 'No token provided'));

    const unknown = await getMe(app, 'not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(apiError(401, 'Invalid access token'));

    clock.advance(3600 * 1000 - 1);
    expect((await getMe(app, access_token)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await getMe(app, access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(apiError(401, 'The access token expired'));
  });

  it('answers 400 to an authorization scheme other than Bearer', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/api/v1/me`,
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError(400, 'Only valid bearer authentication supported'));
  });

  it('builds image links from the host the request came to', async () => {
    const { app } = createTestEmulator();
    const { access_token } = await signIn(app);
    const res = await getMe(app, access_token, 'demo.moodtape.test:9000');
    expect(res.json().images[0].url).toBe(
      `http://demo.moodtape.test:9000${BASE}/images/avatars/ava.rivers.svg`,
    );
  });
});

describe('GET /images/avatars/:id.svg', () => {
  it('draws the initials on the account colour, cacheably', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({ method: 'GET', url: `${BASE}/images/avatars/kai.moreno.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300"/,
    );
    expect(res.body).toContain('fill="#0f766e"');
    expect(res.body).toContain('>KM</text>');
  });

  it('answers 404 for someone who is not a demo account', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({ method: 'GET', url: `${BASE}/images/avatars/nobody.svg` });
    expect(res.statusCode).toBe(404);
  });

  it("answers 403 in plain text to an account not on the app's user list, in development mode only", async () => {
    const { app } = createTestEmulator();
    const { access_token } = await signIn(app, 'noor.haddad');
    const res = await getMe(app, access_token);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      'Check settings on developer.spotify.com/dashboard, the user may not be registered.',
    );
    expect(res.body).toBe(NOT_REGISTERED_TEXT);

    await control(app, { developmentMode: false });
    const extended = await getMe(app, access_token);
    expect(extended.statusCode).toBe(200);
    expect(PrivateUserObject.parse(extended.json()).id).toBe('noor.haddad');
  });
});
