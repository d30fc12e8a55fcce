import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OAuthErrorAnswer, TokenAnswer } from './accounts-contract';
import {
  BASE,
  CONFIDENTIAL_APP,
  PUBLIC_APP,
  REDIRECT_URI,
  authorizeParams,
  basic,
  consent,
  control,
  createTestEmulator,
  getMe,
  pkcePair,
  postToken,
  signIn,
} from './spotify.test-support';

async function codeFor(app: FastifyInstance) {
  const { verifier, challenge } = pkcePair();
  const callback = await consent(app, authorizeParams({}, challenge));
  const exchange = (overrides: Record<string, string> = {}) =>
    postToken(app, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      client_id: PUBLIC_APP.clientId,
      code_verifier: verifier,
      ...overrides,
    });
  return { exchange };
}

const oauth = (error: string, error_description: string) =>
  OAuthErrorAnswer.parse({ error, error_description });

describe('POST /accounts/api/token: authorization_code', () => {
  it('refuses a wrong code_verifier', async () => {
    const { app } = createTestEmulator();
    const { exchange } = await codeFor(app);
    const res = await exchange({ code_verifier: pkcePair().verifier });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(oauth('invalid_grant', 'code_verifier was incorrect'));
  });

  it('asks for the code_verifier when the code was issued with a challenge', async () => {
    const { app } = createTestEmulator();
    const { exchange } = await codeFor(app);
    const res = await exchange({ code_verifier: '' });
    expect(res.json()).toEqual(oauth('invalid_request', 'code_verifier required'));
  });

  it('accepts a code once', async () => {
    const { app } = createTestEmulator();
    const { exchange } = await codeFor(app);
    expect((await exchange()).statusCode).toBe(200);
    const again = await exchange();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(oauth('invalid_grant', 'Invalid authorization code'));
  });

  it('refuses a code after ten minutes', async () => {
    const { app, clock } = createTestEmulator();
    const { exchange } = await codeFor(app);
    clock.advance(10 * 60_000 + 1);
    await signIn(app, 'sam.lee'); // other sign-ins in the meantime do not make it "invalid"
    expect((await exchange()).json()).toEqual(oauth('invalid_grant', 'Authorization code expired'));
  });

  it('refuses a redirect_uri other than the one sent to /authorize', async () => {
    const { app } = createTestEmulator();
    const { exchange } = await codeFor(app);
    const res = await exchange({ redirect_uri: 'https://moodtape.example/callback' });
    expect(res.json()).toEqual(oauth('invalid_grant', 'Invalid redirect URI'));
  });

  it('refuses a code issued to another client', async () => {
    const { app } = createTestEmulator();
    const { exchange } = await codeFor(app);
    const res = await exchange({ client_id: CONFIDENTIAL_APP.clientId });
    expect(res.json()).toEqual(oauth('invalid_grant', 'Invalid authorization code'));
  });

  it('answers invalid_request when the code is missing', async () => {
    const { app } = createTestEmulator();
    const res = await postToken(app, {
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      client_id: PUBLIC_APP.clientId,
    });
    expect(res.json()).toEqual(oauth('invalid_request', 'code must be supplied'));
  });
});

describe('POST /accounts/api/token: client and grant type', () => {
  it('refuses a request that names no client', async () => {
    const { app } = createTestEmulator();
    const res = await postToken(app, { grant_type: 'refresh_token', refresh_token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(oauth('invalid_client', 'Invalid client'));
  });

  it('refuses a grant type it does not know, and a missing one', async () => {
    const { app } = createTestEmulator();
    const client = { client_id: PUBLIC_APP.clientId };
    const password = await postToken(app, { ...client, grant_type: 'password' });
    expect(password.json()).toEqual(
      oauth('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token'),
    );
    const missing = await postToken(app, client);
    expect(missing.json()).toEqual(
      oauth('unsupported_grant_type', 'grant_type parameter is missing'),
    );
  });

  it('reads only form bodies, as Spotify does', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/accounts/api/token`,
      headers: basic(CONFIDENTIAL_APP.clientId, 'server-secret'),
      payload: { grant_type: 'refresh_token', refresh_token: 'x' },
    });
    expect(res.json()).toEqual(oauth('unsupported_grant_type', 'grant_type parameter is missing'));
  });
});

describe('POST /accounts/api/token: refresh_token', () => {
  const refresh = (app: FastifyInstance, token: string) =>
    postToken(app, {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: PUBLIC_APP.clientId,
    });

  it('gives a new access token and a new refresh token; the old refresh token still works', async () => {
    const { app } = createTestEmulator();
    const first = await signIn(app);
    const res = await refresh(app, first.refresh_token);

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      scope: first.scope,
      expires_in: 3600,
      refresh_token: expect.any(String),
    });
    expect(body.access_token).not.toBe(first.access_token);
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect((await getMe(app, body.access_token)).statusCode).toBe(200);
    expect((await refresh(app, first.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const { app } = createTestEmulator();
    expect((await refresh(app, 'made-up')).json()).toEqual(
      oauth('invalid_grant', 'Invalid refresh token'),
    );
  });

  it('refuses a revoked refresh token, and only the revoked user is affected', async () => {
    const { app } = createTestEmulator();
    const sam = await signIn(app, 'sam.lee');
    const ava = await signIn(app, 'ava.rivers');
    const revoked = await control(app, { revokeRefreshTokens: 'sam.lee' });
    expect(revoked.json().revokedRefreshTokens).toBe(1);

    const res = await refresh(app, sam.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(oauth('invalid_grant', 'Refresh token revoked'));
    expect((await refresh(app, ava.refresh_token)).statusCode).toBe(200);

    await control(app, { revokeRefreshTokens: 'all' });
    expect((await refresh(app, ava.refresh_token)).json()).toEqual(
      oauth('invalid_grant', 'Refresh token revoked'),
    );
  });

  it('refuses a refresh token 182 days after consent, however often it was refreshed', async () => {
    const { app, clock } = createTestEmulator();
    const first = await signIn(app);
    const day = 24 * 60 * 60 * 1000;
    clock.advance(100 * day);
    const later = await refresh(app, first.refresh_token);
    expect(TokenAnswer.parse(later.json()).refresh_token).toBeDefined();
    clock.advance(82 * day - 1000);
    expect((await refresh(app, later.json().refresh_token)).statusCode).toBe(200);

    clock.advance(1000);
    for (const token of [first.refresh_token, later.json().refresh_token]) {
      const res = await refresh(app, token);
      expect(res.statusCode).toBe(400);
      expect(OAuthErrorAnswer.parse(res.json())).toEqual(
        oauth('invalid_grant', 'Refresh token expired'),
      );
    }
    // A new consent starts a new lifetime.
    const again = await signIn(app);
    expect((await refresh(app, again.refresh_token)).statusCode).toBe(200);
  });

  it('takes the refresh-token lifetime from the control switch', async () => {
    const { app, clock } = createTestEmulator();
    const first = await signIn(app);
    expect((await control(app, { refreshTokenLifetimeSeconds: 60 })).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await refresh(app, first.refresh_token)).json()).toEqual(
      oauth('invalid_grant', 'Refresh token expired'),
    );
  });
});
