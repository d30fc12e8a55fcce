// The two grants the token endpoint emulates, with the error texts Spotify answers.
// https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow
// https://developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens
import type { OAuthErrorCode } from './errors';
import type { SpotifyApp } from './options';
import { verifierMatches } from './pkce';
import type { IssuedTokens, SpotifyStore } from './store';

export type Caller = {
  app: SpotifyApp;
  /** The client proved itself with its secret (Basic header or client_secret field). */
  authenticated: boolean;
};

export type GrantOutcome =
  | { ok: true; tokens: IssuedTokens; scopes: string[] }
  | { ok: false; error: OAuthErrorCode; description: string };

type Field = (name: string) => string | undefined;

const fail = (error: OAuthErrorCode, description: string): GrantOutcome => ({
  ok: false,
  error,
  description,
});

export function authorizationCodeGrant(
  store: SpotifyStore,
  caller: Caller,
  field: Field,
): GrantOutcome {
  const code = field('code');
  if (!code) return fail('invalid_request', 'code must be supplied');
  const redirectUri = field('redirect_uri');
  if (!redirectUri) return fail('invalid_request', 'redirect_uri must be supplied');

  const grant = store.takeCode(code, caller.app.clientId);
  if (!grant) return fail('invalid_grant', 'Invalid authorization code');
  if (grant.expiresAt <= store.now()) return fail('invalid_grant', 'Authorization code expired');
  if (grant.redirectUri !== redirectUri) return fail('invalid_grant', 'Invalid redirect URI');

  if (grant.codeChallenge !== undefined) {
    const verifier = field('code_verifier');
    if (!verifier) return fail('invalid_request', 'code_verifier required');
    if (!verifierMatches(verifier, grant.codeChallenge)) {
      return fail('invalid_grant', 'code_verifier was incorrect');
    }
  } else if (!caller.authenticated) {
    // Without PKCE only the client secret ties the code to the app.
    return fail('invalid_client', 'Invalid client secret');
  }

  const tokens = store.issueTokens({
    clientId: grant.clientId,
    userId: grant.userId,
    scopes: grant.scopes,
    pkce: grant.codeChallenge !== undefined,
    authorizedAt: store.now(),
  });
  return { ok: true, tokens, scopes: grant.scopes };
}

export function refreshTokenGrant(store: SpotifyStore, caller: Caller, field: Field): GrantOutcome {
  const refreshToken = field('refresh_token');
  if (!refreshToken) return fail('invalid_request', 'refresh_token must be supplied');
  const grant = store.findRefreshToken(refreshToken);
  if (!grant || grant.clientId !== caller.app.clientId) {
    return fail('invalid_grant', 'Invalid refresh token');
  }
  if (grant.revoked) return fail('invalid_grant', 'Refresh token revoked');
  // June 2026: six months after consent, whatever was refreshed in between.
  if (store.refreshTokenExpired(grant)) return fail('invalid_grant', 'Refresh token expired');
  // Tokens from the PKCE flow refresh with the client id alone; the others need the secret.
  if (!grant.pkce && !caller.authenticated) return fail('invalid_client', 'Invalid client secret');

  // A new refresh token comes with every answer; the old one stays valid until revoked.
  const tokens = store.issueTokens({
    clientId: grant.clientId,
    userId: grant.userId,
    scopes: grant.scopes,
    pkce: grant.pkce,
    authorizedAt: grant.authorizedAt,
  });
  return { ok: true, tokens, scopes: grant.scopes };
}
