import { z } from 'zod';
import {
  ActivitySchema,
  CreatorSchema,
  PlaylistSchema,
  ScreenSuggestionSchema,
  VibeSchema,
  YoutubeDataSchema,
} from '../entities';
import { IdentityClaimSchema } from './identity';

export const VIBE_NAME_MAX_LENGTH = 100;
export const VIBE_PROMPT_MAX_LENGTH = 2000;

const VibeNameSchema = z
  .string()
  .trim()
  .min(1, 'A vibe needs a name.')
  .max(VIBE_NAME_MAX_LENGTH, `A vibe name can be at most ${VIBE_NAME_MAX_LENGTH} characters.`);

export const ListVibesQuerySchema = IdentityClaimSchema;

export const CreateVibeRequestSchema = IdentityClaimSchema.extend({
  name: VibeNameSchema,
  prompt: z.string().max(VIBE_PROMPT_MAX_LENGTH),
  image_url: z.string().max(2000).nullable(),
  playlist_data: PlaylistSchema,
  is_public: z.boolean(),
  youtube_data: YoutubeDataSchema.nullable(),
  movies_data: z.array(ScreenSuggestionSchema),
  tv_shows_data: z.array(ScreenSuggestionSchema),
  activities_data: z.array(ActivitySchema),
  creators_data: z.array(CreatorSchema),
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
