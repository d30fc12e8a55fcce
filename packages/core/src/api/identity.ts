import { z } from 'zod';

// Spec 7 sends these with writes. AMENDMENTS A2: they are still accepted but only as a
// claim the server checks against the session; identity comes from the session cookie.
export const IdentityClaimSchema = z.object({
  spotify_email: z.string().trim().max(320).nullish(),
  spotify_username: z.string().trim().max(200).nullish(),
});
export type IdentityClaim = z.infer<typeof IdentityClaimSchema>;
