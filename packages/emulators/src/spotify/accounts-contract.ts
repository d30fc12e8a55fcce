// For tests: the accounts service's answers (POST /api/token) and the Web API's error
// object, as Spotify documents them: the token answer of the authorization guides
// (https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow,
// .../refreshing-tokens), RFC 6749 5.2 errors, and the contract's ErrorObject. The one
// answer outside the contract is development mode's plain-text 403 (user-list.ts).
import { z } from 'zod';

export const TokenAnswer = z.strictObject({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  scope: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
});

export const OAuthErrorAnswer = z.strictObject({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unsupported_grant_type',
    'server_error',
    'temporarily_unavailable',
  ]),
  error_description: z.string().min(1),
});

export const WebApiErrorAnswer = z.strictObject({
  error: z.strictObject({
    status: z.number().int().min(400).max(599),
    message: z.string(),
    reason: z.string().optional(),
  }),
});
