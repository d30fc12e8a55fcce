// For tests: GET /v1/me as the contract's PrivateUserObject (spotify-web-api.openapi.yml),
// in its 2026 form. Development-mode apps get neither the private fields (email, country,
// product, explicit_content) nor followers (AMENDMENTS A4); the deprecated fields are
// optional here and a test says when they must be absent.
import { z } from 'zod';

const ImageObject = z.strictObject({
  url: z.url(),
  height: z.number().int().nullable(),
  width: z.number().int().nullable(),
});

export const PrivateUserObject = z.strictObject({
  account_id: z.string().min(1),
  display_name: z.string().nullable(),
  external_urls: z.strictObject({ spotify: z.url() }),
  href: z.url(),
  id: z.string().min(1),
  images: z.array(ImageObject),
  type: z.literal('user'),
  uri: z.string().regex(/^spotify:user:/),
  followers: z.strictObject({ href: z.null(), total: z.number().int().min(0) }).optional(),
  email: z.string().optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  product: z.string().optional(),
  explicit_content: z
    .strictObject({ filter_enabled: z.boolean(), filter_locked: z.boolean() })
    .optional(),
});
export type PrivateUserObject = z.infer<typeof PrivateUserObject>;

/** What development-mode apps get: no deprecated field at all. */
export const DevelopmentModeUser = PrivateUserObject.omit({
  followers: true,
  email: true,
  country: true,
  product: true,
  explicit_content: true,
});
