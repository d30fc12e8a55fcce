// Playlists as the contract's PlaylistObject, with its PlaylistOwnerObject,
// PlaylistUserObject and PagingPlaylistTrackObject of PlaylistTrackObjects, as Spotify
// sends them to development-mode apps since February 2026: the pages are `items` (was
// `tracks`) and each entry's track is `item`, with the deprecated `track` still beside it.
// https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide
import { findDemoAccount } from './demo-accounts';
import { type Playlist, type PlaylistEntry, snapshotId } from './playlist-store';
import { TRACKS_BY_ID } from './track-catalog';
import { type TrackUrls, trackObject } from './track-object';

// The playlist object carries the first 100 items, as Spotify's does.
export const EMBEDDED_ITEMS_LIMIT = 100;

export function playlistUser(userId: string, apiUrl: string) {
  const id = encodeURIComponent(userId);
  return {
    external_urls: { spotify: `https://open.spotify.com/user/${id}` },
    href: `${apiUrl}/v1/users/${id}`,
    id: userId,
    type: 'user' as const,
    uri: `spotify:user:${userId}`,
  };
}

function playlistOwner(userId: string, apiUrl: string) {
  const displayName = findDemoAccount(userId)?.display_name ?? null;
  return { display_name: displayName, ...playlistUser(userId, apiUrl) };
}

// Spotify answers descriptions HTML-escaped, slashes and apostrophes included ("Rock &amp;
// Roll", "https:&#x2F;&#x2F;..."), whatever was sent; clients that show them must unescape.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2F;',
};

export function escapeDescription(text: string): string {
  return text.replace(/[&<>"'/]/g, (c) => ESCAPES[c] ?? c);
}

function entryObject(entry: PlaylistEntry, urls: TrackUrls) {
  const track = TRACKS_BY_ID.get(entry.trackId);
  const item = track ? trackObject(track, urls) : null;
  return {
    // ISO 8601 to the second, as Spotify writes it.
    added_at: new Date(entry.addedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    added_by: playlistUser(entry.addedBy, urls.apiUrl),
    is_local: false,
    item,
    track: item,
  };
}

/** One page of the playlist's items: the contract's PagingPlaylistTrackObject. */
export function itemsPage(playlist: Playlist, urls: TrackUrls, offset: number, limit: number) {
  const total = playlist.entries.length;
  const href = (at: number) =>
    `${urls.apiUrl}/v1/playlists/${playlist.id}/items?offset=${at}&limit=${limit}`;
  return {
    href: href(offset),
    limit,
    next: offset + limit < total ? href(offset + limit) : null,
    offset,
    previous: offset > 0 ? href(Math.max(0, offset - limit)) : null,
    total,
    items: playlist.entries.slice(offset, offset + limit).map((entry) => entryObject(entry, urls)),
  };
}

/**
 * The full playlist. Since February 2026 Spotify sends `items` only for playlists the
 * caller owns; anyone else gets the metadata alone.
 */
export function playlistObject(playlist: Playlist, urls: TrackUrls, callerId: string) {
  const { id } = playlist;
  return {
    collaborative: playlist.collaborative,
    description: escapeDescription(playlist.description),
    external_urls: { spotify: `https://open.spotify.com/playlist/${id}` },
    followers: { href: null, total: 0 },
    href: `${urls.apiUrl}/v1/playlists/${id}`,
    id,
    images: [],
    name: playlist.name,
    owner: playlistOwner(playlist.ownerId, urls.apiUrl),
    public: playlist.public,
    snapshot_id: snapshotId(playlist),
    ...(callerId === playlist.ownerId
      ? { items: itemsPage(playlist, urls, 0, EMBEDDED_ITEMS_LIMIT) }
      : {}),
    type: 'playlist' as const,
    uri: `spotify:playlist:${id}`,
  };
}
