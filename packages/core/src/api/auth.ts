// AMENDMENTS A1: the server is the OAuth client; the browser only sees short-lived access
// tokens for the Web Playback SDK.
import { z } from 'zod';
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
  user: UserProfileSchema.nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const LoginQuerySchema = z.object({
  // `popup` answers a refresh popup (spec 4 Token refresh) instead of returning to the page.
  mode: z.enum(['page', 'popup']).default('page'),
});

export const CallbackQuerySchema = z.object({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(1).max(200).optional(),
  error: z.string().max(200).optional(),
});
