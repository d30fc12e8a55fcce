// AMENDMENTS A1: the server is the OAuth client; the browser only sees short-lived access
// tokens for the Web Playback SDK.
import { z } from 'zod/mini';
import { UserProfileSchema } from '../entities';

export const SPOTIFY_AUTH_SCOPES = [
  'playlist-modify-public',
  'playlist-modify-private',
  'user-read-private',
  'user-read-email',
  'streaming',
  'user-read-playback-state',
  'user-modify-playback-state',
] as const;

export const AccessTokenResponseSchema = z.object({
  access_token: z.string(),
  // Milliseconds since the epoch, so the browser can run the spec 4 token clock.
  expires_at: z.number(),
  expires_in: z.number(),
});
export type AccessTokenResponse = z.infer<typeof AccessTokenResponseSchema>;

export const SessionResponseSchema = z.object({
  user: z.nullable(UserProfileSchema),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const LoginQuerySchema = z.object({
  // `popup` answers a refresh popup (spec 4 Token refresh) instead of returning to the page.
  mode: z._default(z.enum(['page', 'popup']), 'page'),
});

export const CallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
  state: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  error: z.optional(z.string().check(z.maxLength(200))),
});
