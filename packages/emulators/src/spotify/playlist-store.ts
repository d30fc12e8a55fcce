// The playlists people make through the emulator, in memory, kept in the order they were
// made. Part of the emulator's store, so a control reset forgets them.
import { createHash, randomBytes } from 'node:crypto';
import { spotifyId } from './spotify-id';

export type PlaylistEntry = { trackId: string; addedAt: number; addedBy: string };

export type Playlist = {
  id: string;
  ownerId: string;
  name: string;
  /** As the client sent it; the Web API escapes it on the way out, as Spotify does. */
  description: string;
  public: boolean;
  collaborative: boolean;
  entries: PlaylistEntry[];
  /** Counts changes: Spotify's snapshot ids carry a version and a hash of the contents. */
  version: number;
};

export type NewPlaylist = Pick<
  Playlist,
  'ownerId' | 'name' | 'description' | 'public' | 'collaborative'
>;

export function createPlaylistStore(now: () => number) {
  const playlists = new Map<string, Playlist>();

  return {
    create(fields: NewPlaylist): Playlist {
      // A random seed: playlists are made, not looked up, so their ids need not repeat.
      const id = spotifyId(`playlist:${randomBytes(16).toString('hex')}`);
      const playlist: Playlist = { ...fields, id, entries: [], version: 1 };
      playlists.set(id, playlist);
      return playlist;
    },
    find: (id: string) => playlists.get(id),
    /** Forgets a playlist (its owner removed it from their library). */
    remove: (id: string) => void playlists.delete(id),
    /** Inserts the tracks at `position` (the end when undefined), in the order given. */
    addItems(playlist: Playlist, trackIds: string[], addedBy: string, position?: number) {
      const addedAt = now();
      const entries = trackIds.map((trackId) => ({ trackId, addedAt, addedBy }));
      playlist.entries.splice(position ?? playlist.entries.length, 0, ...entries);
      playlist.version += 1;
    },
    /** Every playlist, or one person's, oldest first. */
    list(ownerId?: string): Playlist[] {
      const all = [...playlists.values()];
      return ownerId === undefined ? all : all.filter((p) => p.ownerId === ownerId);
    },
    clear: () => playlists.clear(),
  };
}

// Spotify's snapshot ids look like base64 of "<version>,<hash>"; clients must treat them as
// opaque, but they change with every edit and only then.
export function snapshotId(playlist: Playlist): string {
  const contents = `${playlist.id}|${playlist.version}|${playlist.entries.map((e) => e.trackId).join(',')}`;
  const hash = createHash('sha1').update(contents).digest('hex');
  return Buffer.from(`${playlist.version},${hash}`).toString('base64');
}
