import { z } from 'zod/mini';
import { VibeSchema, VibeSummarySchema } from '../entities';
import { normalizeGradient } from '../rules/gradient';
import { IdentityClaimSchema } from './identity';
import {
  StoredPlaylistSchema,
  StoredSuggestionsSchema,
  StoredYoutubeDataSchema,
} from './vibe-content';

export const VIBE_NAME_MAX_LENGTH = 100;
export const VIBE_PROMPT_MAX_LENGTH = 2000;
// Discover shows public vibes a page at a time; a full page means there may be more.
export const PUBLIC_VIBES_PAGE_SIZE = 20;
export const VIBE_SEARCH_MAX_LENGTH = 200;

const VibeNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A vibe needs a name.'),
    z.maxLength(
      VIBE_NAME_MAX_LENGTH,
      `A vibe name can be at most ${VIBE_NAME_MAX_LENGTH} characters.`,
    ),
  );

export const UPLOADED_IMAGE_PATH = /^\/api\/images\/[0-9a-f]{64}$/;

const VibeIdSchema = z.uuid('That is not a vibe id.');

export const ListVibesQuerySchema = IdentityClaimSchema;

// Spec 7 POST /api/vibes: the vibe's own content, with limits; the server sets the rest
// (owner, created_at, save_count, and original_vibe_id, which it works out from the relay).
// AMENDMENTS A6: a saved gradient is shown to everyone who opens the vibe, so only one
// our own code can rebuild is kept.
const SavedYoutubeDataSchema = StoredYoutubeDataSchema.check(
  z.refine(
    (data) => data.queries.gradient === '' || normalizeGradient(data.queries.gradient) !== null,
    { message: 'The theme gradient is not one Moodtape can show.', path: ['queries', 'gradient'] },
  ),
);

export const CreateVibeRequestSchema = z.extend(z.pick(VibeSchema, { is_public: true }), {
  ...IdentityClaimSchema.shape,
  youtube_data: z.nullable(SavedYoutubeDataSchema),
  name: VibeNameSchema,
  prompt: z
    .string()
    .check(
      z.maxLength(
        VIBE_PROMPT_MAX_LENGTH,
        `A prompt can be at most ${VIBE_PROMPT_MAX_LENGTH} characters.`,
      ),
    ),
  // Only a photo uploaded to Moodtape (POST /api/upload-image), never an outside address
  // every viewer's browser would fetch.
  image_url: z.nullable(
    z
      .string()
      .check(z.regex(UPLOADED_IMAGE_PATH, 'image_url must be a photo uploaded to Moodtape.')),
  ),
  playlist_data: StoredPlaylistSchema,
  ...StoredSuggestionsSchema.shape,
  // The vibe this one was saved from (Discover); null or absent for a person's own vibe.
  relay_vibe_id: z.nullish(VibeIdSchema),
  // Accepted for spec 7's sake but not trusted: the server follows the relay's chain.
  original_vibe_id: z.nullish(VibeIdSchema),
});
export type CreateVibeRequest = z.infer<typeof CreateVibeRequestSchema>;

export const UpdateVibeRequestSchema = z
  .extend(IdentityClaimSchema, {
    name: z.optional(VibeNameSchema),
    is_public: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.name !== undefined || body.is_public !== undefined, {
      message: 'Send a new name or is_public.',
    }),
  );
export type UpdateVibeRequest = z.infer<typeof UpdateVibeRequestSchema>;
export const UpdateVibeResponseSchema = z.object({ name: z.string(), is_public: z.boolean() });
export type UpdateVibeResponse = z.infer<typeof UpdateVibeResponseSchema>;

export const DeleteVibeQuerySchema = IdentityClaimSchema;

export const VibeParamsSchema = z.object({ id: VibeIdSchema });

export const PublicVibesQuerySchema = z.object({
  search: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          VIBE_SEARCH_MAX_LENGTH,
          `A search can be at most ${VIBE_SEARCH_MAX_LENGTH} characters.`,
        ),
      ),
  ),
  // Search ranks at most 1,000 matches (apps/server db/vibes.ts): 50 pages of 20.
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 1),
});
export type PublicVibesQuery = z.infer<typeof PublicVibesQuerySchema>;

// Lists answer summaries; a summary's prompt is cut to this many characters.
export const VIBE_SUMMARY_PROMPT_LENGTH = 280;
export const VibeListSchema = z.array(VibeSummarySchema);
