// The playlist on screen, kept in the browser so that a reload shows it again and the saved
// track can resume (spec 4 Playback). It belongs to one person: another sign-in ignores it.
import { STORAGE_KEYS, TrackSchema } from '@moodtape/core';
import { z } from 'zod';
import { storage } from '../../../shared/lib/storage';
import type { PlaylistState } from './playlist-reducer';

const StoredPlaylistSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  prompt: z.string(),
  imageUrl: z.string().nullable(),
  tracks: z.array(TrackSchema).max(1000),
  // spec 4 Vibe: the loaded vibe survives a reload; its id is looked up again on restore.
  vibeId: z.string().max(200).nullable().optional(),
});
export type StoredPlaylist = Omit<z.infer<typeof StoredPlaylistSchema>, 'userId'>;

export function loadPlaylist(userId: string): StoredPlaylist | null {
  const text = storage.get(STORAGE_KEYS.currentPlaylist);
  if (!text) return null;
  try {
    const parsed = StoredPlaylistSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.userId !== userId || parsed.data.tracks.length === 0) {
      return null;
    }
    const { userId: _owner, ...playlist } = parsed.data;
    return playlist;
  } catch {
    return null;
  }
}

// Only a settled playlist is kept: one still being written or looked up is not.
export function savePlaylist(userId: string, state: PlaylistState): void {
  if (state.status !== 'ready' || state.adding !== null) return;
  const tracks = state.rows.map((row) => row.track);
  if (tracks.length === 0) return storage.remove(STORAGE_KEYS.currentPlaylist);
  if (tracks.some((track) => track === null)) return;
  storage.set(
    STORAGE_KEYS.currentPlaylist,
    JSON.stringify({
      userId,
      name: state.name,
      prompt: state.prompt,
      imageUrl: state.imageUrl,
      tracks,
      vibeId: state.vibeId,
    }),
  );
}
