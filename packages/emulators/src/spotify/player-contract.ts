// For tests: the player's answers as the contract defines them (spotify-web-api.openapi.yml:
// DeviceObject, the ManyDevices response, CurrentlyPlayingContextObject, LinkedTrackObject,
// ErrorObject), with the fields the emulator promises to send. Where the published contract
// is wrong about what Spotify sends, the schema follows Spotify and says so.
import { z } from 'zod';
import { TrackObject } from './track-contract';

export const DeviceObject = z.strictObject({
  id: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .nullable(),
  is_active: z.boolean(),
  is_private_session: z.boolean(),
  is_restricted: z.boolean(),
  name: z.string().min(1),
  type: z.string().min(1),
  volume_percent: z.number().int().min(0).max(100).nullable(),
  supports_volume: z.boolean(),
});

export const DevicesAnswer = z.strictObject({ devices: z.array(DeviceObject) });

const DisallowsObject = z.strictObject({
  interrupting_playback: z.boolean().optional(),
  pausing: z.boolean().optional(),
  resuming: z.boolean().optional(),
  seeking: z.boolean().optional(),
  skipping_next: z.boolean().optional(),
  skipping_prev: z.boolean().optional(),
  toggling_repeat_context: z.boolean().optional(),
  toggling_shuffle: z.boolean().optional(),
  toggling_repeat_track: z.boolean().optional(),
  transferring_playback: z.boolean().optional(),
});

// Part of a track "only if the track linking, in fact, exists" (TrackObject.linked_from).
const LinkedTrackObject = z.strictObject({
  external_urls: z.strictObject({ spotify: z.url() }),
  href: z.url(),
  id: z.string().regex(/^[0-9A-Za-z]{22}$/),
  type: z.literal('track'),
  uri: z.string().regex(/^spotify:track:[0-9A-Za-z]{22}$/),
});

export const PlayedTrackObject = TrackObject.extend({ linked_from: LinkedTrackObject.optional() });

export const CurrentlyPlayingContextObject = z.strictObject({
  device: DeviceObject,
  repeat_state: z.enum(['off', 'track', 'context']),
  shuffle_state: z.boolean(),
  // The contract's ContextObject is not nullable, but Spotify sends null when the tracks were
  // played as a list of uris (no album or playlist), as Moodtape plays them.
  context: z
    .strictObject({
      type: z.string(),
      href: z.string(),
      external_urls: z.strictObject({ spotify: z.url() }),
      uri: z.string(),
    })
    .nullable(),
  timestamp: z.number().int(),
  progress_ms: z.number().int().min(0).nullable(),
  is_playing: z.boolean(),
  // Not nullable in the contract either; Spotify sends null with nothing loaded.
  item: PlayedTrackObject.nullable(),
  currently_playing_type: z.enum(['track', 'episode', 'ad', 'unknown']),
  actions: DisallowsObject,
});
export type CurrentlyPlayingContextObject = z.infer<typeof CurrentlyPlayingContextObject>;

export const ErrorAnswer = z.strictObject({
  error: z.strictObject({
    status: z.number().int().min(400).max(599),
    message: z.string(),
    reason: z.string().optional(),
  }),
});
