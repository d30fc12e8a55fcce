// For tests: the search answer as the contract defines it (spotify-web-api.openapi.yml:
// PagingTrackObject, TrackObject, SimplifiedAlbumObject, SimplifiedArtistObject,
// ImageObject), with the fields it requires. Fields Spotify no longer sends to
// development-mode apps (available_markets, popularity) are optional: only extended-quota
// apps get them (AMENDMENTS A4). `is_playable` and `restrictions` come with a market.
import { z } from 'zod';

const SPOTIFY_ID = /^[0-9A-Za-z]{22}$/;

const ExternalUrls = z.strictObject({ spotify: z.url() });

const ImageObject = z.strictObject({
  url: z.url(),
  height: z.number().int().nullable(),
  width: z.number().int().nullable(),
});

const SimplifiedArtistObject = z.strictObject({
  external_urls: ExternalUrls,
  href: z.url(),
  id: z.string().regex(SPOTIFY_ID),
  name: z.string().min(1),
  type: z.literal('artist'),
  uri: z.string().regex(/^spotify:artist:[0-9A-Za-z]{22}$/),
});

const SimplifiedAlbumObject = z.strictObject({
  album_type: z.enum(['album', 'single', 'compilation']),
  total_tracks: z.number().int().min(1),
  external_urls: ExternalUrls,
  href: z.url(),
  id: z.string().regex(SPOTIFY_ID),
  images: z.array(ImageObject),
  name: z.string().min(1),
  release_date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/),
  release_date_precision: z.enum(['year', 'month', 'day']),
  type: z.literal('album'),
  uri: z.string().regex(/^spotify:album:[0-9A-Za-z]{22}$/),
  artists: z.array(SimplifiedArtistObject).min(1),
});

export const TrackObject = z.strictObject({
  album: SimplifiedAlbumObject,
  artists: z.array(SimplifiedArtistObject).min(1),
  disc_number: z.number().int().min(1),
  duration_ms: z.number().int().positive(),
  explicit: z.boolean(),
  // ExternalIdObject; every track Spotify serves has its ISRC (CC XXX YY NNNNN).
  external_ids: z.strictObject({ isrc: z.string().regex(/^[A-Z]{2}[0-9A-Z]{3}\d{7}$/) }),
  external_urls: ExternalUrls,
  href: z.url(),
  id: z.string().regex(SPOTIFY_ID),
  is_playable: z.boolean().optional(),
  // TrackRestrictionObject: why a track is not playable ("market", "product", "explicit").
  restrictions: z.strictObject({ reason: z.string() }).optional(),
  available_markets: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  popularity: z.number().int().min(0).max(100).optional(),
  name: z.string().min(1),
  preview_url: z.string().nullable(),
  track_number: z.number().int().min(1),
  type: z.literal('track'),
  uri: z.string().regex(/^spotify:track:[0-9A-Za-z]{22}$/),
  is_local: z.boolean(),
});

export const SearchAnswer = z.strictObject({
  tracks: z.strictObject({
    href: z.url(),
    limit: z.number().int(),
    next: z.url().nullable(),
    offset: z.number().int(),
    previous: z.url().nullable(),
    total: z.number().int(),
    items: z.array(TrackObject),
  }),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;
