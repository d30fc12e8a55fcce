// Which track plays next (spec 4 Playback): next and previous wrap around, and tracks
// Spotify does not have (`found: false`, no URI) are shown but skipped.

export type QueueTrack = {
  key: string;
  uri: string | null;
  title: string;
  artist: string;
  albumArt: string | null;
  durationMs: number | null;
};

export function isPlayable(track: QueueTrack | undefined): track is QueueTrack & { uri: string } {
  return track?.uri != null;
}

// The first playable track at or after `from`, going round once; -1 when none is playable.
export function playableFrom(tracks: readonly QueueTrack[], from: number, step: 1 | -1): number {
  const count = tracks.length;
  for (let i = 0; i < count; i++) {
    const index = (((from + i * step) % count) + count) % count;
    if (isPlayable(tracks[index])) return index;
  }
  return -1;
}

export function nextIndex(tracks: readonly QueueTrack[], current: number): number {
  return playableFrom(tracks, current + 1, 1);
}

export function previousIndex(tracks: readonly QueueTrack[], current: number): number {
  return playableFrom(tracks, current - 1, -1);
}
