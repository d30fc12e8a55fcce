import { z } from 'zod';
import { VIDEO_GROUPS, VideoSchema } from '../entities';

// What the AI calls around the music are told about the playlist: its name and songs.
export const PlaylistSummarySchema = z.object({
  name: z.string().max(200),
  tracks: z.array(z.object({ title: z.string().max(300), artist: z.string().max(300) })).max(500),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;

// Spec 7 POST /api/generate-video-queries and /api/more-internet-suggestions.
export const AroundTheMusicRequestSchema = z.object({
  playlist: PlaylistSummarySchema,
  prompt: z.string().max(2000).default(''),
  imageUrl: z.string().max(2000).nullish(),
});
export type AroundTheMusicRequest = z.infer<typeof AroundTheMusicRequestSchema>;

// Spec 7: "content with the four query arrays and gradient": JSON text the page reads with
// parseVideoQueries. The server has already checked it and rebuilt the gradient.
export const VideoQueriesResponseSchema = z.object({ content: z.string() });
export type VideoQueriesResponse = z.infer<typeof VideoQueriesResponseSchema>;

// Spec 7 POST /api/regenerate-theme; spec 5: theme generation needs a non-empty prompt.
export const RegenerateThemeRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Describe the theme first.')
    .max(500, 'A theme description can be at most 500 characters.'),
});
export const RegenerateThemeResponseSchema = z.object({ gradient: z.string() });
export type RegenerateThemeResponse = z.infer<typeof RegenerateThemeResponseSchema>;

// Spec 7 GET /api/search/videos (AMENDMENTS A5: the whole fallback chain runs here).
// `type` names the section; shorts keep only videos under 60 seconds. `q` may be repeated:
// a section's queries travel together and the server runs one search for all of them
// (docs/decisions/014), `maxResults` staying the count for each query.
export const VIDEO_SEARCH_MAX_PAGE = 10;
export const VIDEO_SEARCH_MAX_QUERIES = 20;
const SearchTextSchema = z
  .string()
  .trim()
  .min(1, 'Say what to search for.')
  .max(200, 'A video search can be at most 200 characters.');
export const VideoSearchQuerySchema = z.object({
  q: z
    .union([
      SearchTextSchema.transform((q) => [q]),
      z
        .array(SearchTextSchema)
        .min(1, 'Say what to search for.')
        .max(
          VIDEO_SEARCH_MAX_QUERIES,
          `At most ${VIDEO_SEARCH_MAX_QUERIES} video searches can go together.`,
        ),
    ])
    .pipe(z.array(z.string())),
  maxResults: z.coerce.number().int().min(1).max(25).default(6),
  type: z.enum(VIDEO_GROUPS).default('general'),
  page: z.coerce.number().int().min(1).max(VIDEO_SEARCH_MAX_PAGE).default(1),
});
export type VideoSearchQuery = z.infer<typeof VideoSearchQuerySchema>;

export const VideoSearchResponseSchema = z.object({ videos: z.array(VideoSchema) });
export type VideoSearchResponse = z.infer<typeof VideoSearchResponseSchema>;

// GET /api/videos/config: where the shorts player embeds videos from (the platform's embed
// player, or in demo mode the emulator's page on our own origin).
export const VideosConfigResponseSchema = z.object({ embedUrl: z.string() });
export type VideosConfigResponse = z.infer<typeof VideosConfigResponseSchema>;
