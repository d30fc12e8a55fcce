// For tests: the Web Playback SDK's objects as its published types define them
// (@types/spotify-web-playback-sdk: Track, PlaybackState), every field present, and the state
// the emulator's device stream sends.
import { z } from 'zod';

const Entity = z.strictObject({ name: z.string().min(1), uri: z.string(), url: z.string() });

export const SdkTrack = z.strictObject({
  album: z.strictObject({
    name: z.string().min(1),
    uri: z.string().regex(/^spotify:album:[0-9A-Za-z]{22}$/),
    images: z.array(
      z.strictObject({
        url: z.url(),
        height: z.number().int().nullable(),
        width: z.number().int().nullable(),
        size: z.string().nullable(),
      }),
    ),
  }),
  artists: z.array(Entity).min(1),
  duration_ms: z.number().int().positive(),
  id: z.string().regex(/^[0-9A-Za-z]{22}$/),
  is_playable: z.boolean(),
  name: z.string().min(1),
  uid: z.string().min(1),
  uri: z.string().regex(/^spotify:track:[0-9A-Za-z]{22}$/),
  media_type: z.enum(['audio', 'video']),
  type: z.enum(['track', 'episode', 'ad']),
  track_type: z.enum(['audio', 'video']),
  // Both null, or both the requested track's when Spotify plays a relinked copy.
  linked_from: z.union([
    z.strictObject({ uri: z.null(), id: z.null() }),
    z.strictObject({
      uri: z.string().regex(/^spotify:track:[0-9A-Za-z]{22}$/),
      id: z.string().regex(/^[0-9A-Za-z]{22}$/),
    }),
  ]),
});
export type SdkTrack = z.infer<typeof SdkTrack>;

export const DeviceStateEvent = z.strictObject({
  paused: z.boolean(),
  position_ms: z.number().int().min(0),
  duration_ms: z.number().int().min(0),
  track: SdkTrack.nullable(),
  previous_tracks: z.array(SdkTrack),
  next_tracks: z.array(SdkTrack),
  volume: z.number().min(0).max(1),
});
export type DeviceStateEvent = z.infer<typeof DeviceStateEvent>;

const reasons = z.array(z.string()).optional();

export const PlaybackState = z.strictObject({
  context: z.strictObject({ uri: z.string().nullable(), metadata: z.unknown().nullable() }),
  disallows: z.strictObject({
    pausing: z.boolean().optional(),
    peeking_next: z.boolean().optional(),
    peeking_prev: z.boolean().optional(),
    resuming: z.boolean().optional(),
    seeking: z.boolean().optional(),
    skipping_next: z.boolean().optional(),
    skipping_prev: z.boolean().optional(),
    toggling_repeat_context: z.boolean().optional(),
    toggling_repeat_track: z.boolean().optional(),
    toggling_shuffle: z.boolean().optional(),
  }),
  duration: z.number().int().positive(),
  paused: z.boolean(),
  position: z.number().int().min(0),
  loading: z.boolean(),
  timestamp: z.number().int(),
  repeat_mode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  shuffle: z.boolean(),
  restrictions: z.strictObject({
    disallow_pausing_reasons: reasons,
    disallow_peeking_next_reasons: reasons,
    disallow_peeking_prev_reasons: reasons,
    disallow_resuming_reasons: reasons,
    disallow_seeking_reasons: reasons,
    disallow_skipping_next_reasons: reasons,
    disallow_skipping_prev_reasons: reasons,
    disallow_toggling_repeat_context_reasons: reasons,
    disallow_toggling_repeat_track_reasons: reasons,
    disallow_toggling_shuffle_reasons: reasons,
  }),
  track_window: z.strictObject({
    current_track: SdkTrack,
    previous_tracks: z.array(SdkTrack),
    next_tracks: z.array(SdkTrack),
  }),
  playback_id: z.string().min(1),
  playback_quality: z.string(),
  playback_features: z.strictObject({ hifi_status: z.string() }),
});
export type PlaybackState = z.infer<typeof PlaybackState>;
