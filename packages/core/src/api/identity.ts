import { z } from 'zod/mini';

// Spec 7 sends these with writes. AMENDMENTS A2: they are still accepted but only as a
// claim the server checks against the session; identity comes from the session cookie.
export const IdentityClaimSchema = z.object({
  spotify_email: z.nullish(z.string().check(z.trim(), z.maxLength(320))),
  spotify_username: z.nullish(z.string().check(z.trim(), z.maxLength(200))),
});
export type IdentityClaim = z.infer<typeof IdentityClaimSchema>;
