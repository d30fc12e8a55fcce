// spec 3 storage keys last_track_index and track_progress (milliseconds), and whether the
// track was playing, so that a reload resumes it (spec 4 Playback: after a restore the saved
// track resumes after 1 s); a track left paused comes back paused.
import { STORAGE_KEYS } from '@moodtape/core';
import { storage } from '../../../shared/lib/storage';
import type { SavedPosition } from '../state/playback-types';

const KEYS = [STORAGE_KEYS.lastTrackIndex, STORAGE_KEYS.trackProgress, STORAGE_KEYS.trackPlaying];

// Saving runs once a second while music plays; only what changed is written.
export function createPositionStore() {
  const written = new Map<string, string>();
  const write = (key: string, value: string) => {
    if (written.get(key) === value) return;
    written.set(key, value);
    storage.set(key, value);
  };
  return {
    save(saved: SavedPosition) {
      write(STORAGE_KEYS.lastTrackIndex, String(saved.index));
      write(STORAGE_KEYS.trackProgress, String(saved.positionMs));
      write(STORAGE_KEYS.trackPlaying, String(saved.playing));
    },
    load: loadPosition,
    forget() {
      written.clear();
      for (const key of KEYS) storage.remove(key);
    },
  };
}

function loadPosition(): SavedPosition | null {
  const indexText = storage.get(STORAGE_KEYS.lastTrackIndex);
  const index = Number(indexText);
  if (indexText === null || !Number.isInteger(index) || index < 0) return null;
  const positionMs = Number(storage.get(STORAGE_KEYS.trackProgress) ?? 0);
  return {
    index,
    positionMs: Number.isFinite(positionMs) && positionMs > 0 ? positionMs : 0,
    playing: storage.get(STORAGE_KEYS.trackPlaying) === 'true',
  };
}
