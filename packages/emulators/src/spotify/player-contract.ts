// For tests: the player's answers as the contract defines them (spotify-web-api.openapi.yml:
// DeviceObject, the ManyDevices response, CurrentlyPlayingContextObject, ErrorObject), with
// the fields the emulator promises to send.
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

export const CurrentlyPlayingContextObject = z.strictObject({
  device: DeviceObject,
  repeat_state: z.enum(['off', 'track', 'context']),
  shuffle_state: z.boolean(),
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
  item: TrackObject.nullable(),
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
