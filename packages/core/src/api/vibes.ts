import { z } from 'zod';
import { VibeSchema } from '../entities';
import { IdentityClaimSchema } from './identity';

export const VIBE_NAME_MAX_LENGTH = 100;
export const VIBE_PROMPT_MAX_LENGTH = 2000;

const VibeNameSchema = z
  .string()
  .trim()
  .min(1, 'A vibe needs a name.')
  .max(VIBE_NAME_MAX_LENGTH, `A vibe name can be at most ${VIBE_NAME_MAX_LENGTH} characters.`);

export const ListVibesQuerySchema = IdentityClaimSchema;

// Spec 7 POST /api/vibes: the vibe's own content, with limits; the server sets the rest.
export const CreateVibeRequestSchema = VibeSchema.pick({
  playlist_data: true,
  is_public: true,
  youtube_data: true,
  movies_data: true,
  tv_shows_data: true,
  activities_data: true,
  creators_data: true,
})
  .extend(IdentityClaimSchema.shape)
  .extend({
    name: VibeNameSchema,
    prompt: z.string().max(VIBE_PROMPT_MAX_LENGTH),
    image_url: z.string().max(2000).nullable(),
    relay_vibe_id: z.string().nullish(),
    original_vibe_id: z.string().nullish(),
  });
export type CreateVibeRequest = z.infer<typeof CreateVibeRequestSchema>;

export const UpdateVibeRequestSchema = IdentityClaimSchema.extend({
  name: VibeNameSchema.optional(),
  is_public: z.boolean().optional(),
});
export type UpdateVibeRequest = z.infer<typeof UpdateVibeRequestSchema>;
export const UpdateVibeResponseSchema = z.object({ name: z.string(), is_public: z.boolean() });

export const DeleteVibeQuerySchema = IdentityClaimSchema;

export const PublicVibesQuerySchema = z.object({
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const VibeListSchema = z.array(VibeSchema);
