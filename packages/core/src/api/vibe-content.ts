// What a saved vibe may hold (spec 3, POST /api/vibes): every text a size that fits real use,
// every list a length, so one vibe cannot fill the database or every Discover visitor's page.
// A field over its limit is named in the 400 answer (apps/server http/parse.ts).
import { z } from 'zod';
import {
  ActivitySchema,
  CreatorSchema,
  PlaylistSchema,
  ScreenSuggestionSchema,
  TrackSchema,
  VIDEO_GROUPS,
  VideoQueriesSchema,
  VideoSchema,
  YoutubeDataSchema,
} from '../entities';

export const VIBE_MAX_TRACKS = 500;
export const VIBE_MAX_SUGGESTIONS = 50;
export const VIBE_MAX_VIDEOS_PER_GROUP = 60;
export const VIBE_MAX_QUERIES_PER_GROUP = 20;
// The whole vibe as stored (playlist, videos, queries, suggestions), measured as JSON.
export const VIBE_MAX_BYTES = 512 * 1024;

const TEXT = 300;
const LONG_TEXT = 1000;
const URL_LENGTH = 1000;

const text = (max: number) => z.string().max(max);
const url = text(URL_LENGTH);

export const StoredTrackSchema = TrackSchema.extend({
  title: text(TEXT),
  artist: text(LONG_TEXT),
  spotifyUri: text(100).nullable(),
  previewUrl: url.nullable(),
  albumArt: url.nullable(),
});

export const StoredPlaylistSchema = PlaylistSchema.extend({
  name: text(TEXT),
  tracks: z
    .array(StoredTrackSchema)
    .max(VIBE_MAX_TRACKS, `A vibe can hold at most ${VIBE_MAX_TRACKS} songs.`),
});

const StoredVideoSchema = VideoSchema.extend({
  id: text(64),
  title: text(TEXT),
  thumbnail: url,
  channelTitle: text(TEXT),
  url,
  description: text(LONG_TEXT),
});

const queries = z.array(text(TEXT)).max(VIBE_MAX_QUERIES_PER_GROUP);

export const StoredYoutubeDataSchema = YoutubeDataSchema.extend({
  queries: VideoQueriesSchema.extend({
    musicQueries: queries,
    ambientQueries: queries,
    generalQueries: queries,
    shortsQueries: queries,
    gradient: text(LONG_TEXT),
  }),
  videos: z
    .partialRecord(z.enum(VIDEO_GROUPS), z.array(StoredVideoSchema).max(VIBE_MAX_VIDEOS_PER_GROUP))
    .optional(),
});

const suggestions = <T extends z.ZodType>(item: T) => z.array(item).max(VIBE_MAX_SUGGESTIONS);

export const StoredSuggestionsSchema = z.object({
  movies_data: suggestions(
    ScreenSuggestionSchema.extend({
      title: text(TEXT),
      year: z.union([text(20), z.number()]).nullable(),
      description: text(LONG_TEXT),
      imageUrl: url.nullable(),
    }),
  ),
  tv_shows_data: suggestions(
    ScreenSuggestionSchema.extend({
      title: text(TEXT),
      year: z.union([text(20), z.number()]).nullable(),
      description: text(LONG_TEXT),
      imageUrl: url.nullable(),
    }),
  ),
  activities_data: suggestions(
    ActivitySchema.extend({
      title: text(TEXT),
      description: text(LONG_TEXT),
      iconHint: text(60),
    }),
  ),
  creators_data: suggestions(
    CreatorSchema.extend({
      name: text(TEXT),
      platform: text(100),
      description: text(LONG_TEXT),
      imageUrl: url.nullable(),
      channelUrl: url.nullable(),
      spotifyUri: text(100).nullable(),
    }),
  ),
});
