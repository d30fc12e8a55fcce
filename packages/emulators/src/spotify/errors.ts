// The two error shapes Spotify uses: the accounts service answers OAuth errors
// (RFC 6749 5.2), the Web API wraps a status and a message (the contract's ErrorObject).
import type { FastifyReply } from 'fastify';
import { statusText } from '../faults';

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'server_error'
  | 'temporarily_unavailable';

export function oauthError(error: OAuthErrorCode, description: string) {
  return { error, error_description: description };
}

export function sendOAuthError(reply: FastifyReply, error: OAuthErrorCode, description: string) {
  // Spotify answers 400 to every OAuth error, invalid_client included.
  return reply.status(400).header('cache-control', 'no-store').send(oauthError(error, description));
}

/** `reason` is sent only where Spotify sends one (player commands: PREMIUM_REQUIRED, ...). */
export function webApiError(status: number, message: string, reason?: string) {
  return { error: reason === undefined ? { status, message } : { status, message, reason } };
}

/** Default body of an injected fault on the token endpoint. */
export function oauthFaultBody(status: number) {
  if (status === 503 || status === 429)
    return oauthError('temporarily_unavailable', statusText(status));
  if (status >= 500) return oauthError('server_error', statusText(status));
  if (status === 401) return oauthError('invalid_client', 'Invalid client');
  return oauthError('invalid_request', statusText(status));
}

/** Default body of an injected fault on a Web API endpoint. */
export function webApiFaultBody(status: number) {
  return webApiError(status, status === 429 ? 'API rate limit exceeded' : statusText(status));
}

/**
 * A 429 body saying the app's quota is spent rather than that it goes too fast (July 2026,
 * AMENDMENTS A4): clients must not wait it out. Set it as a fault's `body`.
 */
export const SPOTIFY_QUOTA_EXCEEDED_BODY = {
  error: { status: 429, message: 'API rate limit exceeded', reason: 'QUOTA_EXCEEDED' },
};
