// For tests: the playlist answers as the contract defines them (spotify-web-api.openapi.yml:
// PlaylistObject, PlaylistOwnerObject, PlaylistUserObject, PagingPlaylistTrackObject,
// PlaylistTrackObject, the PlaylistSnapshotId response), in their February 2026 form:
// `items` and `item`, with the deprecated `track` still sent beside `item`.
import { z } from 'zod';
import { TrackObject } from './track-contract';

const ExternalUrls = z.strictObject({ spotify: z.url() });

export const PlaylistUserObject = z.strictObject({
  external_urls: ExternalUrls,
  href: z.url(),
  id: z.string().min(1),
  type: z.literal('user'),
  uri: z.string().regex(/^spotify:user:/),
});

const PlaylistOwnerObject = PlaylistUserObject.extend({ display_name: z.string().nullable() });

export const PlaylistTrackObject = z.strictObject({
  added_at: z.iso.datetime(),
  added_by: PlaylistUserObject,
  is_local: z.boolean(),
  item: TrackObject,
  track: TrackObject,
});

export const PagingPlaylistTrackObject = z.strictObject({
  href: z.url(),
  limit: z.number().int(),
  next: z.url().nullable(),
  offset: z.number().int(),
  previous: z.url().nullable(),
  total: z.number().int(),
  items: z.array(PlaylistTrackObject),
});
export type PagingPlaylistTrackObject = z.infer<typeof PagingPlaylistTrackObject>;

export const PlaylistObject = z.strictObject({
  collaborative: z.boolean(),
  description: z.string().nullable(),
  external_urls: ExternalUrls,
  followers: z.strictObject({ href: z.null(), total: z.number().int() }),
  href: z.url(),
  id: z.string().regex(/^[0-9A-Za-z]{22}$/),
  images: z.array(z.strictObject({ url: z.url(), height: z.number(), width: z.number() })),
  name: z.string(),
  owner: PlaylistOwnerObject,
  public: z.boolean(),
  snapshot_id: z.string().min(1),
  // Only for the owner's own playlists since February 2026.
  items: PagingPlaylistTrackObject.optional(),
  type: z.literal('playlist'),
  uri: z.string().regex(/^spotify:playlist:[0-9A-Za-z]{22}$/),
});
export type PlaylistObject = z.infer<typeof PlaylistObject>;

export const SnapshotAnswer = z.strictObject({ snapshot_id: z.string().min(1) });
