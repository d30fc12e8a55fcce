// Shapes of Spotify's answers that Moodtape reads, checked against the published contract.
// Fields Spotify removed for development-mode apps (email, country, product, followers,
// popularity, available_markets) are optional or not read at all.
import { z } from 'zod';

export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  scope: z.string().default(''),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const OAuthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

export const WebApiErrorSchema = z.object({
  error: z.object({ status: z.number(), message: z.string(), reason: z.string().optional() }),
});

export const CurrentUserSchema = z.object({
  id: z.string().min(1),
  display_name: z.string().nullable().optional(),
  email: z.string().optional(),
  images: z
    .array(
      z.object({ url: z.string(), height: z.number().nullable(), width: z.number().nullable() }),
    )
    .default([]),
  product: z.string().optional(),
});

const ImageSchema = z.object({
  url: z.string(),
  height: z.number().nullable().optional(),
  width: z.number().nullable().optional(),
});

// GET /v1/search?type=track: only what a Track of spec 3 needs.
export const SearchTrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  uri: z.string(),
  artists: z.array(z.object({ name: z.string() })),
  album: z.object({ images: z.array(ImageSchema).default([]) }),
  duration_ms: z.number().int().nonnegative().optional(),
  preview_url: z.string().nullable().optional(),
  // Only when the search names a market (we send market=from_token).
  is_playable: z.boolean().optional(),
});
export type SearchTrack = z.infer<typeof SearchTrackSchema>;

export const SearchTracksResponseSchema = z.object({
  tracks: z.object({ items: z.array(SearchTrackSchema.nullable()) }),
});

// https://developer.spotify.com/documentation/web-api/reference/create-playlist (AMENDMENTS
// A4: POST /v1/me/playlists). Only what Moodtape shows back to the person is read.
export const CreatedPlaylistSchema = z.object({
  id: z.string(),
  external_urls: z.object({ spotify: z.string().optional() }).partial().optional(),
});

export const SnapshotSchema = z.object({ snapshot_id: z.string() });
