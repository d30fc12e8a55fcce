// Spec section 3: the product's entities, written once and used by the web and the server.
import { z } from 'zod/mini';

export const TrackSchema = z.object({
  title: z.string(),
  artist: z.string(),
  spotifyUri: z.nullable(z.string()),
  previewUrl: z.nullable(z.string()),
  albumArt: z.nullable(z.string()),
  // From Spotify's search; lets the list show a track's length before it plays. Tracks
  // saved before it was recorded lack it.
  durationMs: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  // Songs that Spotify does not have stay in the list, shown but not playable.
  found: z.boolean(),
});
export type Track = z.infer<typeof TrackSchema>;

export const PlaylistSchema = z.object({
  name: z.string(),
  tracks: z.array(TrackSchema),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

export const VideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  channelTitle: z.string(),
  url: z.string(),
  description: z.string(),
  // Seconds; null when the video service did not say.
  duration: z.nullable(z.number()),
  views: z.nullable(z.number()),
  likes: z.nullable(z.number()),
});
export type Video = z.infer<typeof VideoSchema>;

export const VIDEO_GROUPS = ['music', 'ambient', 'general', 'shorts'] as const;
export type VideoGroup = (typeof VIDEO_GROUPS)[number];

export const VideoQueriesSchema = z.object({
  musicQueries: z.array(z.string()),
  ambientQueries: z.array(z.string()),
  generalQueries: z.array(z.string()),
  shortsQueries: z.array(z.string()),
  gradient: z.string(),
});
export type VideoQueries = z.infer<typeof VideoQueriesSchema>;

// Spec 3 names only `queries`; the videos found are kept too so a loaded vibe shows them again.
export const YoutubeDataSchema = z.object({
  queries: VideoQueriesSchema,
  videos: z.optional(z.partialRecord(z.enum(VIDEO_GROUPS), z.array(VideoSchema))),
});
export type YoutubeData = z.infer<typeof YoutubeDataSchema>;

export const ScreenSuggestionSchema = z.object({
  title: z.string(),
  year: z.nullable(z.union([z.string(), z.number()])),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
});
export type ScreenSuggestion = z.infer<typeof ScreenSuggestionSchema>;

export const ActivitySchema = z.object({
  title: z.string(),
  description: z.string(),
  // Any other value is kept and shown with the default star (spec 3).
  iconHint: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const CreatorSchema = z.object({
  name: z.string(),
  platform: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  channelUrl: z.nullable(z.string()),
  spotifyUri: z.nullable(z.string()),
});
export type Creator = z.infer<typeof CreatorSchema>;

export const SuggestionsSchema = z.object({
  movies: z.array(ScreenSuggestionSchema),
  tvShows: z.array(ScreenSuggestionSchema),
  activities: z.array(ActivitySchema),
  creators: z.array(CreatorSchema),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;

export const VibeSchema = z.object({
  id: z.string(),
  name: z.string(),
  prompt: z.string(),
  image_url: z.nullable(z.string()),
  playlist_data: PlaylistSchema,
  is_public: z.boolean(),
  youtube_data: z.nullable(YoutubeDataSchema),
  movies_data: z.array(ScreenSuggestionSchema),
  tv_shows_data: z.array(ScreenSuggestionSchema),
  activities_data: z.array(ActivitySchema),
  creators_data: z.array(CreatorSchema),
  created_at: z.string(),
  save_count: z.int().check(z.nonnegative()),
  original_vibe_id: z.nullable(z.string()),
  relay_vibe_id: z.nullable(z.string()),
  moodtape_username: z.string(),
  spotify_username: z.string(),
});
export type Vibe = z.infer<typeof VibeSchema>;

// What lists of vibes carry (Discover, a person's saved vibes): enough for a card, never the
// playlist, videos or suggestions, which GET /api/vibes/{id} answers when a vibe is opened.
export const VibeSummarySchema = z.extend(
  z.pick(VibeSchema, {
    id: true,
    name: true,
    prompt: true,
    image_url: true,
    is_public: true,
    created_at: true,
    save_count: true,
    original_vibe_id: true,
    relay_vibe_id: true,
    moodtape_username: true,
    spotify_username: true,
  }),
  {
    // The vibe's photo, else the first album cover of its playlist.
    cover_url: z.nullable(z.string()),
    track_count: z.int().check(z.nonnegative()),
  },
);
export type VibeSummary = z.infer<typeof VibeSummarySchema>;

export const UserProfileSchema = z.object({
  id: z.string(),
  display_name: z.nullable(z.string()),
  // AMENDMENTS A2: Spotify stopped sending email to development-mode apps in 2026.
  email: z.nullable(z.string()),
  images: z.array(z.object({ url: z.string() })),
  moodtape_username: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const CommentSchema = z.object({
  id: z.string(),
  content: z.string(),
  created_at: z.string(),
  moodtape_username: z.string(),
  spotify_username: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;
