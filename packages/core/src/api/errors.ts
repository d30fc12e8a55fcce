// How every error crosses the wire (ARCHITECTURE: `{ error: { code, message } }`).
import { z } from 'zod/mini';

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'consent_required',
  // Spotify's player refused: the account is not Premium, or the player device is gone.
  'premium_required',
  'player_not_ready',
  'upstream_error',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
