import { z } from 'zod/mini';
import { VIDEO_GROUPS, VideoSchema } from '../entities';

// What the AI calls around the music are told about the playlist: its name and songs.
export const PlaylistSummarySchema = z.object({
  name: z.string().check(z.maxLength(200)),
  tracks: z
    .array(
      z.object({
        title: z.string().check(z.maxLength(300)),
        artist: z.string().check(z.maxLength(300)),
      }),
    )
    .check(z.maxLength(500)),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;

// Spec 7 POST /api/generate-video-queries and /api/more-internet-suggestions.
export const AroundTheMusicRequestSchema = z.object({
  playlist: PlaylistSummarySchema,
  prompt: z._default(z.string().check(z.maxLength(2000)), ''),
  imageUrl: z.nullish(z.string().check(z.maxLength(2000))),
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
    .check(
      z.trim(),
      z.minLength(1, 'Describe the theme first.'),
      z.maxLength(500, 'A theme description can be at most 500 characters.'),
    ),
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
  .check(
    z.trim(),
    z.minLength(1, 'Say what to search for.'),
    z.maxLength(200, 'A video search can be at most 200 characters.'),
  );
export const VideoSearchQuerySchema = z.object({
  q: z.pipe(
    z.union([
      z.pipe(
        SearchTextSchema,
        z.transform((q) => [q]),
      ),
      z
        .array(SearchTextSchema)
        .check(
          z.minLength(1, 'Say what to search for.'),
          z.maxLength(
            VIDEO_SEARCH_MAX_QUERIES,
            `At most ${VIDEO_SEARCH_MAX_QUERIES} video searches can go together.`,
          ),
        ),
    ]),
    z.array(z.string()),
  ),
  maxResults: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(25)), 6),
  type: z._default(z.enum(VIDEO_GROUPS), 'general'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(VIDEO_SEARCH_MAX_PAGE)), 1),
});
export type VideoSearchQuery = z.infer<typeof VideoSearchQuerySchema>;

export const VideoSearchResponseSchema = z.object({ videos: z.array(VideoSchema) });
export type VideoSearchResponse = z.infer<typeof VideoSearchResponseSchema>;

// GET /api/videos/config: where the shorts player embeds videos from (the platform's embed
// player, or in demo mode the emulator's page on our own origin).
export const VideosConfigResponseSchema = z.object({ embedUrl: z.string() });
export type VideosConfigResponse = z.infer<typeof VideosConfigResponseSchema>;
