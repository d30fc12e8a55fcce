// The checks /authorize makes once the client and its redirect URI are trusted. From here
// on, failures go back to the app as `redirect_uri?error=...` (RFC 6749 4.1.2.1).
import { isValidCodeChallenge } from './pkce';
import type { SpotifyApp } from './options';
import { type SpotifyScope, isSpotifyScope, parseScopes } from './scopes';

export type AuthorizeError = 'invalid_request' | 'unsupported_response_type' | 'invalid_scope';

export type AuthorizeParams = {
  response_type: string | undefined;
  scope: string | undefined;
  code_challenge_method: string | undefined;
  code_challenge: string | undefined;
};

export type AuthorizeCheck =
  | { ok: true; scopes: SpotifyScope[]; codeChallenge: string | undefined }
  | { ok: false; error: AuthorizeError };

export function checkAuthorizeParams(params: AuthorizeParams, app: SpotifyApp): AuthorizeCheck {
  if (params.response_type === undefined) return { ok: false, error: 'invalid_request' };
  // Only the code flow is left: Spotify removed the implicit grant on 27 November 2025.
  if (params.response_type !== 'code') return { ok: false, error: 'unsupported_response_type' };

  const requested = parseScopes(params.scope);
  if (!requested.every(isSpotifyScope)) return { ok: false, error: 'invalid_scope' };
  const scopes = [...new Set(requested)];

  const method = params.code_challenge_method;
  const challenge = params.code_challenge;
  if (method === undefined && challenge === undefined) {
    // A public client has nothing but PKCE to prove the code is its own.
    return app.clientSecret ? { ok: true, scopes, codeChallenge: undefined } : invalidRequest();
  }
  // Spotify accepts S256 only; "plain" (or no method, which means plain) is refused.
  if (method !== 'S256' || challenge === undefined || !isValidCodeChallenge(challenge)) {
    return invalidRequest();
  }
  return { ok: true, scopes, codeChallenge: challenge };
}

function invalidRequest(): AuthorizeCheck {
  return { ok: false, error: 'invalid_request' };
}
