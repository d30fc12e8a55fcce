// Playback through our server (spec 4 Playback, AMENDMENTS A5): the page names the Web
// Playback SDK device and the tracks; the server calls Spotify's player API for the person.
import { z } from 'zod/mini';

// Spotify's own limit for `uris` in one play call is not published; a playlist page never
// needs more than this.
export const PLAY_URIS_MAX = 100;

export const SPOTIFY_TRACK_URI = /^spotify:track:[A-Za-z0-9]{22}$/;

// Web Playback SDK device ids are opaque; real ones are 40 hex characters.
const DeviceIdSchema = z
  .string({ error: 'Say which player to use (device_id).' })
  .check(
    z.trim(),
    z.minLength(1, 'Say which player to use (device_id).'),
    z.maxLength(128, 'That player id is too long.'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'That player id is not valid.'),
  );

const PositionSchema = z
  .number({ error: 'The position must be a number of milliseconds.' })
  .check(
    z.int('The position must be a whole number of milliseconds.'),
    z.gte(0, 'The position cannot be negative.'),
    z.lte(24 * 60 * 60 * 1000, 'The position is past any track’s end.'),
  );

export const StartPlaybackRequestSchema = z
  .object({
    device_id: DeviceIdSchema,
    uris: z
      .array(
        z.string().check(z.regex(SPOTIFY_TRACK_URI, 'Each track must be a Spotify track URI.')),
        { error: 'Send the tracks to play as a list of Spotify track URIs (uris).' },
      )
      .check(
        z.minLength(1, 'Send at least one track to play.'),
        z.maxLength(PLAY_URIS_MAX, `Send at most ${PLAY_URIS_MAX} tracks at a time.`),
      ),
    // Zero-based index into `uris` of the track to start with.
    offset: z._default(z.int().check(z.gte(0)), 0),
    position_ms: z._default(PositionSchema, 0),
  })
  .check(
    z.refine((body) => body.offset < body.uris.length, {
      message: 'The track to start with is not in the list.',
    }),
  );
export type StartPlaybackRequest = z.infer<typeof StartPlaybackRequestSchema>;

export const PausePlaybackRequestSchema = z.object({ device_id: DeviceIdSchema });
export type PausePlaybackRequest = z.infer<typeof PausePlaybackRequestSchema>;

// "Play here": the playback another Spotify app took comes back to this page's player.
export const TransferPlaybackRequestSchema = z.object({ device_id: DeviceIdSchema });
export type TransferPlaybackRequest = z.infer<typeof TransferPlaybackRequestSchema>;

export const SeekPlaybackRequestSchema = z.object({
  device_id: DeviceIdSchema,
  position_ms: PositionSchema,
});
export type SeekPlaybackRequest = z.infer<typeof SeekPlaybackRequestSchema>;

// Where the page loads the Web Playback SDK from: Spotify's CDN, or the emulator's copy.
export const PlayerConfigResponseSchema = z.object({ sdkUrl: z.string().check(z.minLength(1)) });
export type PlayerConfigResponse = z.infer<typeof PlayerConfigResponseSchema>;
