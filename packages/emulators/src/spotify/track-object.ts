// Tracks as Spotify's TrackObject (contract: components/schemas/TrackObject, with its
// SimplifiedAlbumObject and SimplifiedArtistObject). Fields Spotify removed for
// development-mode apps (popularity, available_markets) are left out for them, as Spotify
// leaves them out (AMENDMENTS A4). `is_playable` comes only when the request named a market.
import { COVER_SIZES, coverPath } from './covers';
import { MARKETS } from './markets';
import { spotifyId } from './spotify-id';
import type { EmulatedTrack } from './track-catalog';

// `apiUrl` is where this emulator's Web API answers; `emulatorUrl` where browsers reach it.
export type TrackUrls = { apiUrl: string; emulatorUrl: string };

/**
 * How the request was asked: `market` is the market it answers for (null: none named, so no
 * `is_playable`); `developmentMode` drops the fields such apps no longer get. Without a view
 * the object is what it always was for the player and playlists: playable, development mode.
 */
export type TrackView = { market: string | null; developmentMode: boolean };

const DEFAULT_VIEW = { market: null, developmentMode: true, alwaysPlayable: true };

function availability(track: EmulatedTrack, view: TrackView & { alwaysPlayable?: boolean }) {
  if (view.alwaysPlayable) return { is_playable: true };
  if (view.market === null) return {};
  const playable = !track.unplayableIn.includes(view.market);
  return playable
    ? { is_playable: true }
    : { is_playable: false, restrictions: { reason: 'market' } };
}

// What extended-quota apps still get: a popularity from the rank, the markets that have it.
function extendedFields(track: EmulatedTrack) {
  return {
    available_markets: MARKETS.filter((market) => !track.unplayableIn.includes(market)),
    popularity: Math.max(5, 80 - track.rank * 15 - (track.trackNumber % 7)),
  };
}

function artistObject(name: string, apiUrl: string) {
  const id = spotifyId(`artist:${name}`);
  return {
    external_urls: { spotify: `https://open.spotify.com/artist/${id}` },
    href: `${apiUrl}/v1/artists/${id}`,
    id,
    name,
    type: 'artist' as const,
    uri: `spotify:artist:${id}`,
  };
}

function albumObject(track: EmulatedTrack, urls: TrackUrls) {
  return {
    album_type: track.albumType,
    total_tracks: track.albumType === 'single' ? 1 : Math.max(track.trackNumber, 10),
    external_urls: { spotify: `https://open.spotify.com/album/${track.albumId}` },
    href: `${urls.apiUrl}/v1/albums/${track.albumId}`,
    id: track.albumId,
    // Widest first, as the contract says.
    images: COVER_SIZES.map((size) => ({
      url: `${urls.emulatorUrl}${coverPath(track.albumId, size)}`,
      height: size,
      width: size,
    })),
    name: track.albumName,
    release_date: String(track.releaseYear),
    release_date_precision: 'year' as const,
    type: 'album' as const,
    uri: `spotify:album:${track.albumId}`,
    // The album belongs to the main artist; a guest appears on the track only.
    artists: track.artists.slice(0, 1).map((name) => artistObject(name, urls.apiUrl)),
  };
}

export function trackObject(
  track: EmulatedTrack,
  urls: TrackUrls,
  view: TrackView & { alwaysPlayable?: boolean } = DEFAULT_VIEW,
) {
  return {
    ...(view.developmentMode ? {} : extendedFields(track)),
    album: albumObject(track, urls),
    artists: track.artists.map((name) => artistObject(name, urls.apiUrl)),
    disc_number: 1,
    duration_ms: track.durationMs,
    explicit: false,
    external_ids: { isrc: track.isrc },
    external_urls: { spotify: `https://open.spotify.com/track/${track.id}` },
    href: `${urls.apiUrl}/v1/tracks/${track.id}`,
    id: track.id,
    ...availability(track, view),
    name: track.name,
    // Spotify stopped giving previews to new apps (November 2024).
    preview_url: null,
    track_number: track.albumType === 'single' ? 1 : track.trackNumber,
    type: 'track' as const,
    uri: `spotify:track:${track.id}`,
    is_local: false,
  };
}
