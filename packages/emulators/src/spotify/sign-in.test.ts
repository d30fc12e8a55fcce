import { describe, expect, it } from 'vitest';
import {
  BASE,
  CONFIDENTIAL_APP,
  PUBLIC_APP,
  REDIRECT_URI,
  authorizeParams,
  authorizeUrl,
  basic,
  consent,
  createTestEmulator,
  getMe,
  pkcePair,
  postToken,
  requestIdOf,
} from './spotify.test-support';

describe('authorization code + PKCE round trip', () => {
  it('shows a consent page with the demo accounts, the scopes and the two buttons', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({ method: 'GET', url: authorizeUrl(authorizeParams()) });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('Spotify emulator · Moodtape demo');
    expect(html).toContain('Moodtape wants to use your Spotify account');
    expect(html).toMatch(
      /<input type="radio" name="account" id="(account-\d)" value="ava\.rivers" checked/,
    );
    expect(html).toMatch(/<label for="account-0">.*<span>Ava Rivers \(Premium\)<\/span><\/label>/);
    expect(html).toMatch(/<label for="account-1">.*<span>Kai Moreno \(Premium\)<\/span><\/label>/);
    expect(html).toMatch(/<label for="account-2">.*<span>Sam Lee \(Free\)<\/span><\/label>/);
    expect(html.match(/ checked/g)).toHaveLength(1);
    expect(html).toContain(`<img src="${BASE}/images/avatars/sam.lee.svg" alt=""`);
    expect(html).toContain(
      '<button type="submit" name="decision" value="agree" class="primary">Agree</button>',
    );
    expect(html).toContain('<button type="submit" name="decision" value="cancel">Cancel</button>');
    expect(html).toContain('<li>See your email address</li>');
    expect(html).toContain('<li>Play music in this app (Premium only)</li>');
  });

  it('serves the page with no script or inline style, under a policy that forbids both', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({ method: 'GET', url: authorizeUrl(authorizeParams()) });
    const csp = res.headers['content-security-policy'] as string;

    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:8080");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).not.toMatch(/<script|<style|\sstyle=/i);
    expect(res.body).toContain(`<link rel="stylesheet" href="${BASE}/accounts/consent.css">`);

    const css = await app.inject({ method: 'GET', url: `${BASE}/accounts/consent.css` });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.card');
  });

  it('signs in: Agree redirects with code and state, the code buys tokens, the token reads /v1/me', async () => {
    const { app } = createTestEmulator();
    const { verifier, challenge } = pkcePair();
    const callback = await consent(app, authorizeParams({}, challenge), { account: 'kai.moreno' });

    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code');
    expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const token = await postToken(app, {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: REDIRECT_URI,
      client_id: PUBLIC_APP.clientId,
      code_verifier: verifier,
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const body = token.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      scope: 'user-read-private user-read-email streaming',
      expires_in: 3600,
      refresh_token: expect.any(String),
    });

    const me = await getMe(app, body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: 'kai.moreno', display_name: 'Kai Moreno', type: 'user' });
  });

  it('sends access_denied and the state back when the person cancels', async () => {
    const { app } = createTestEmulator();
    const callback = await consent(app, authorizeParams(), { decision: 'cancel' });
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-123');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('answers a consent form only once', async () => {
    const { app } = createTestEmulator();
    const page = await app.inject({ method: 'GET', url: authorizeUrl(authorizeParams()) });
    const form = {
      method: 'POST' as const,
      url: `${BASE}/accounts/authorize`,
      payload: `request_id=${requestIdOf(page.body)}&account=ava.rivers&decision=agree`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    expect((await app.inject(form)).statusCode).toBe(302);
    const again = await app.inject(form);
    expect(again.statusCode).toBe(400);
    expect(again.headers.location).toBeUndefined();
    expect(again.body).toContain('This sign-in request has expired or was already answered.');
  });

  it('lets a client with a secret sign in without PKCE, authenticated with HTTP Basic', async () => {
    const { app } = createTestEmulator();
    const {
      code_challenge: _challenge,
      code_challenge_method: _method,
      ...params
    } = authorizeParams({ client_id: CONFIDENTIAL_APP.clientId });
    const callback = await consent(app, params);
    const form = {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
    };

    const wrongSecret = await postToken(app, form, basic(CONFIDENTIAL_APP.clientId, 'nope'));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Invalid client secret',
    });

    const unknown = await postToken(app, form, basic('someone-else', 'x'));
    expect(unknown.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Invalid client',
    });

    const ok = await postToken(app, form, basic(CONFIDENTIAL_APP.clientId, 'server-secret'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token_type).toBe('Bearer');
  });
});
