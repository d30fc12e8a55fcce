import { describe, expect, it } from 'vitest';
import {
  BASE,
  PUBLIC_APP,
  control,
  createTestEmulator,
  getMe,
  postToken,
  signIn,
} from './spotify.test-support';

const DEFAULT_STATE = {
  tokenLifetimeSeconds: 3600,
  refreshTokenLifetimeSeconds: 182 * 24 * 60 * 60,
  developmentMode: true,
  searchDelayMs: 0,
  faults: {
    token: null,
    refresh: null,
    me: null,
    authorize: null,
    search: null,
    player: null,
    playlists: null,
    library: null,
  },
  player: { deviceVisibilityDelayMs: 0, autoplayBlocked: false, relinkTracks: [] },
};

describe('control routes', () => {
  it('reports the current state', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({ method: 'GET', url: `${BASE}/__control` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_STATE);
  });

  it('sets the lifetime of the tokens issued from then on', async () => {
    const { app, clock } = createTestEmulator();
    expect((await control(app, { tokenLifetimeSeconds: 5 })).json().tokenLifetimeSeconds).toBe(5);
    const tokens = await signIn(app);
    expect(tokens.expires_in).toBe(5);
    clock.advance(5000);
    expect((await getMe(app, tokens.access_token)).json().error.message).toBe(
      'The access token expired',
    );
  });

  it('makes the token endpoint fail with a Retry-After header, for as many answers as asked', async () => {
    const { app } = createTestEmulator();
    const first = await signIn(app);
    await control(app, { faults: { token: { status: 429, retryAfterSeconds: 7, times: 1 } } });
    const refresh = () =>
      postToken(app, {
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
        client_id: PUBLIC_APP.clientId,
      });

    const limited = await refresh();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');
    expect(limited.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description: 'Too Many Requests',
    });
    expect((await refresh()).statusCode).toBe(200);
  });

  it('keeps a fault until it is cleared, and sends a custom body as given', async () => {
    const { app } = createTestEmulator();
    const { access_token } = await signIn(app);
    const body = {
      error: { status: 429, message: 'API rate limit exceeded', reason: 'QUOTA_EXCEEDED' },
    };
    await control(app, { faults: { me: { status: 429, body } } });
    for (let i = 0; i < 3; i += 1) {
      const res = await getMe(app, access_token);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(body);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    await control(app, { faults: { me: null } });
    expect((await getMe(app, access_token)).statusCode).toBe(200);
  });

  it('fails only refresh grants with a refresh fault', async () => {
    const { app } = createTestEmulator();
    await control(app, { faults: { refresh: { status: 503 } } });
    const first = await signIn(app);
    expect(first.access_token).toEqual(expect.any(String));
    const refreshed = await postToken(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: PUBLIC_APP.clientId,
    });
    expect(refreshed.statusCode).toBe(503);
    expect(refreshed.json().error).toBe('temporarily_unavailable');
  });

  it('answers a Web API fault with the contract error body after the delay', async () => {
    const { app } = createTestEmulator();
    await control(app, { faults: { me: { status: 502, delayMs: 60 } } });
    const started = performance.now();
    const res = await getMe(app, 'any');
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { status: 502, message: 'Bad Gateway' } });
  });

  it('resets to the defaults, clearing faults but keeping tokens', async () => {
    const { app } = createTestEmulator();
    const { access_token } = await signIn(app);
    await control(app, {
      tokenLifetimeSeconds: 60,
      developmentMode: false,
      faults: { me: { status: 500 } },
    });
    const reset = await control(app, {}, '/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(DEFAULT_STATE);
    expect((await getMe(app, access_token)).statusCode).toBe(200);
  });

  it.each([
    [
      { tokenLifetimeSeconds: 'soon' },
      'tokenLifetimeSeconds: Invalid input: expected number, received string',
    ],
    [
      { faults: { token: { status: 200 } } },
      'faults.token.status: Too small: expected number to be >=400',
    ],
    [{ faults: { albums: { status: 500 } } }, 'faults: Unrecognized key: "albums"'],
    [{ searchDelayMs: -1 }, 'searchDelayMs: Too small: expected number to be >=0'],
    [{ revokeRefreshTokens: 'nobody' }, 'revokeRefreshTokens: must be "all" or a demo account id'],
    [{ tokenLifetime: 5 }, 'Unrecognized key: "tokenLifetime"'],
  ])('refuses the bad body %o with a clear message', async (body, message) => {
    const { app } = createTestEmulator();
    const res = await control(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.status).toBe(400);
    expect(res.json().error.message).toContain('Invalid control body: ');
    expect(res.json().error.message).toContain(message);
  });

  it('refuses a body that is not JSON', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/__control`,
      headers: { 'content-type': 'application/json' },
      payload: '{ nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.status).toBe(400);
  });
});
