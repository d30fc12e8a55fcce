// What a saved vibe may hold (spec 3, POST /api/vibes): every text a size that fits real use,
// every list a length, so one vibe cannot fill the database or every Discover visitor's page.
// A field over its limit is named in the 400 answer (apps/server http/parse.ts).
import { z } from 'zod/mini';
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

const text = (max: number) => z.string().check(z.maxLength(max));
const url = text(URL_LENGTH);

export const StoredTrackSchema = z.extend(TrackSchema, {
  title: text(TEXT),
  artist: text(LONG_TEXT),
  spotifyUri: z.nullable(text(100)),
  previewUrl: z.nullable(url),
  albumArt: z.nullable(url),
});

export const StoredPlaylistSchema = z.extend(PlaylistSchema, {
  name: text(TEXT),
  tracks: z
    .array(StoredTrackSchema)
    .check(z.maxLength(VIBE_MAX_TRACKS, `A vibe can hold at most ${VIBE_MAX_TRACKS} songs.`)),
});

const StoredVideoSchema = z.extend(VideoSchema, {
  id: text(64),
  title: text(TEXT),
  thumbnail: url,
  channelTitle: text(TEXT),
  url,
  description: text(LONG_TEXT),
});

const queries = z.array(text(TEXT)).check(z.maxLength(VIBE_MAX_QUERIES_PER_GROUP));

export const StoredYoutubeDataSchema = z.extend(YoutubeDataSchema, {
  queries: z.extend(VideoQueriesSchema, {
    musicQueries: queries,
    ambientQueries: queries,
    generalQueries: queries,
    shortsQueries: queries,
    gradient: text(LONG_TEXT),
  }),
  videos: z.optional(
    z.partialRecord(
      z.enum(VIDEO_GROUPS),
      z.array(StoredVideoSchema).check(z.maxLength(VIBE_MAX_VIDEOS_PER_GROUP)),
    ),
  ),
});

const suggestions = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(VIBE_MAX_SUGGESTIONS));

export const StoredSuggestionsSchema = z.object({
  movies_data: suggestions(
    z.extend(ScreenSuggestionSchema, {
      title: text(TEXT),
      year: z.nullable(z.union([text(20), z.number()])),
      description: text(LONG_TEXT),
      imageUrl: z.nullable(url),
    }),
  ),
  tv_shows_data: suggestions(
    z.extend(ScreenSuggestionSchema, {
      title: text(TEXT),
      year: z.nullable(z.union([text(20), z.number()])),
      description: text(LONG_TEXT),
      imageUrl: z.nullable(url),
    }),
  ),
  activities_data: suggestions(
    z.extend(ActivitySchema, {
      title: text(TEXT),
      description: text(LONG_TEXT),
      iconHint: text(60),
    }),
  ),
  creators_data: suggestions(
    z.extend(CreatorSchema, {
      name: text(TEXT),
      platform: text(100),
      description: text(LONG_TEXT),
      imageUrl: z.nullable(url),
      channelUrl: z.nullable(url),
      spotifyUri: z.nullable(text(100)),
    }),
  ),
});
