// spec 3 storage keys last_track_index and track_progress (milliseconds), and whether the
// track was playing, so that a reload resumes it (spec 4 Playback: after a restore the saved
// track resumes after 1 s); a track left paused comes back paused.
import { STORAGE_KEYS } from '@moodtape/core';
import { storage } from '../../../shared/lib/storage';
import type { SavedPosition } from '../state/playback-types';

export function savePosition(saved: SavedPosition): void {
  storage.set(STORAGE_KEYS.lastTrackIndex, String(saved.index));
  storage.set(STORAGE_KEYS.trackProgress, String(saved.positionMs));
  storage.set(STORAGE_KEYS.trackPlaying, saved.playing ? 'true' : 'false');
}

export function loadPosition(): SavedPosition | null {
  const index = Number(storage.get(STORAGE_KEYS.lastTrackIndex));
  const positionMs = Number(storage.get(STORAGE_KEYS.trackProgress) ?? 0);
  if (storage.get(STORAGE_KEYS.lastTrackIndex) === null || !Number.isInteger(index) || index < 0) {
    return null;
  }
  return {
    index,
    positionMs: Number.isFinite(positionMs) && positionMs > 0 ? positionMs : 0,
    playing: storage.get(STORAGE_KEYS.trackPlaying) === 'true',
  };
}

export function forgetPosition(): void {
  storage.remove(STORAGE_KEYS.lastTrackIndex);
  storage.remove(STORAGE_KEYS.trackProgress);
  storage.remove(STORAGE_KEYS.trackPlaying);
}
