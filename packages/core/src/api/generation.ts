// Spec 7: the AI-backed routes. Answers carry `content`, the AI's JSON text (spec 5).
import { z } from 'zod';
import { PlaylistSchema, SuggestionsSchema } from '../entities';

export const PROMPT_MAX_LENGTH = 2000;

export const GeneratePlaylistRequestSchema = z
  .object({
    prompt: z.string().max(PROMPT_MAX_LENGTH).default(''),
    // The compressed photo as a data URL (spec 9), or null.
    selectedImage: z.string().nullable().default(null),
  })
  .refine((body) => body.prompt.trim() !== '' || body.selectedImage !== null, {
    message: 'Describe a mood or add a photo to generate a playlist.',
  });
export type GeneratePlaylistRequest = z.infer<typeof GeneratePlaylistRequestSchema>;

export const ContentResponseSchema = z.object({ content: z.string() });
export type ContentResponse = z.infer<typeof ContentResponseSchema>;

export const ExtendPlaylistRequestSchema = z.object({ currentSongs: z.string().max(20_000) });
export const AddSpecificSongRequestSchema = z.object({
  currentSongs: z.string().max(20_000),
  specificSongInput: z.string().trim().min(1, 'Type a song or an artist.').max(200),
});

export const GenerateVideoQueriesRequestSchema = z.object({
  playlist: PlaylistSchema,
  prompt: z.string().max(PROMPT_MAX_LENGTH),
  imageUrl: z.string().max(2000).nullable(),
});

export const RegenerateThemeRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'Describe the theme you want.').max(PROMPT_MAX_LENGTH),
});
export const RegenerateThemeResponseSchema = z.object({ gradient: z.string() });

export const UploadImageRequestSchema = z.object({
  image: z.string().startsWith('data:', 'The image must be sent as a data URL.'),
  filename: z.string().max(255),
  contentType: z.string().max(100),
});
export const UploadImageResponseSchema = z.object({ imageUrl: z.string() });

export const MoreSuggestionsRequestSchema = GenerateVideoQueriesRequestSchema;
export const SuggestionsResponseSchema = SuggestionsSchema;

export const VideoSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  maxResults: z.coerce.number().int().min(1).max(50).default(6),
  type: z.enum(['music', 'ambient', 'general', 'shorts']).default('general'),
  page: z.coerce.number().int().min(1).max(50).default(1),
});
