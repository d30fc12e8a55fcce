// Spec 7: the AI-backed routes. Answers carry `content`, the AI's JSON text (spec 5).
import { z } from 'zod/mini';
import { TrackSchema } from '../entities';
import { ApiErrorBodySchema } from './errors';

export const PROMPT_MAX_LENGTH = 2000;

export const GeneratePlaylistRequestSchema = z
  .object({
    prompt: z._default(z.string().check(z.maxLength(PROMPT_MAX_LENGTH)), ''),
    // The compressed photo as a data URL (spec 9), or null.
    selectedImage: z._default(z.nullable(z.string()), null),
  })
  .check(
    z.refine((body) => body.prompt.trim() !== '' || body.selectedImage !== null, {
      message: 'Describe a mood or add a photo to generate a playlist.',
    }),
  );
export type GeneratePlaylistRequest = z.infer<typeof GeneratePlaylistRequestSchema>;

export const ContentResponseSchema = z.object({ content: z.string() });
export type ContentResponse = z.infer<typeof ContentResponseSchema>;

// How many songs the AI is asked for.
export const PLAYLIST_SONG_COUNT = 20;
export const EXTEND_SONG_COUNT = 10;

export const SongRefSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  artist: z.string().check(z.trim(), z.maxLength(300)),
});

// POST /api/tracks/resolve: find songs on Spotify, answered in the order given.
export const RESOLVE_TRACKS_MAX = 50;
export const ResolveTracksRequestSchema = z.object({
  songs: z
    .array(SongRefSchema)
    .check(
      z.minLength(1, 'Send at least one song.'),
      z.maxLength(RESOLVE_TRACKS_MAX, `Send at most ${RESOLVE_TRACKS_MAX} songs at a time.`),
    ),
});
export const ResolveTracksResponseSchema = z.object({ tracks: z.array(TrackSchema) });
export type ResolveTracksResponse = z.infer<typeof ResolveTracksResponseSchema>;

// What the generation routes stream when the client asks for text/event-stream: each
// server-sent event's data is one of these. `song` is sent as the AI writes a song, `track`
// as soon as that song is matched on Spotify (indexes follow the AI's order; tracks may
// arrive out of order), `done` once everything is settled, with the spec's `{content}`.
export const GenerationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('name'), name: z.string() }),
  z.object({
    type: z.literal('song'),
    index: z.int(),
    title: z.string(),
    artist: z.string(),
  }),
  z.object({ type: z.literal('track'), index: z.int(), track: TrackSchema }),
  z.object({ type: z.literal('notice'), message: z.string() }),
  z.object({ type: z.literal('done'), content: z.string(), tracks: z.array(TrackSchema) }),
  z.object({ type: z.literal('error'), error: ApiErrorBodySchema.shape.error }),
]);
export type GenerationEvent = z.infer<typeof GenerationEventSchema>;

export const ExtendPlaylistRequestSchema = z.object({
  currentSongs: z.string().check(z.maxLength(20_000)),
});
export const AddSpecificSongRequestSchema = z.object({
  currentSongs: z.string().check(z.maxLength(20_000)),
  specificSongInput: z
    .string()
    .check(z.trim(), z.minLength(1, 'Type a song or an artist.'), z.maxLength(200)),
});

export const UploadImageRequestSchema = z.object({
  image: z.string().check(z.startsWith('data:', 'The image must be sent as a data URL.')),
  filename: z.string().check(z.maxLength(255)),
  contentType: z.string().check(z.maxLength(100)),
});
export const UploadImageResponseSchema = z.object({ imageUrl: z.string() });
