import { z } from 'zod/mini';
import { IdentityClaimSchema } from './identity';
import { SPOTIFY_TRACK_URI } from './player';

// Spotify's own limit on one "add items" call (AMENDMENTS A4: POST /v1/playlists/{id}/items).
export const SPOTIFY_ADD_ITEMS_BATCH = 100;
export const SPOTIFY_PLAYLIST_MAX_TRACKS = 1000;

// Save to Spotify (spec 5): a non-public playlist named after the vibe, described by the
// sanitized prompt, holding the playable tracks in order.
export const SaveToSpotifyRequestSchema = z.extend(IdentityClaimSchema, {
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A playlist needs a name.'),
      z.maxLength(100, 'A playlist name can be at most 100 characters.'),
    ),
  prompt: z._default(z.string().check(z.maxLength(2000)), ''),
  uris: z
    .array(z.string().check(z.regex(SPOTIFY_TRACK_URI, 'That is not a Spotify track.')))
    .check(
      z.minLength(1, 'Send at least one Spotify track.'),
      z.maxLength(
        SPOTIFY_PLAYLIST_MAX_TRACKS,
        `A playlist can hold at most ${SPOTIFY_PLAYLIST_MAX_TRACKS} songs.`,
      ),
    ),
});
export type SaveToSpotifyRequest = z.infer<typeof SaveToSpotifyRequestSchema>;

export const SaveToSpotifyResponseSchema = z.object({
  id: z.string(),
  url: z.nullable(z.string()),
  tracks_added: z.int().check(z.nonnegative()),
});
export type SaveToSpotifyResponse = z.infer<typeof SaveToSpotifyResponseSchema>;
