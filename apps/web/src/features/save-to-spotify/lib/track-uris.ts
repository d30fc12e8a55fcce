// The tracks a saved Spotify playlist gets (spec 5): those found on Spotify, in list order,
// each once.
import type { Track } from '@moodtape/core';

export function trackUris(tracks: readonly (Track | null)[]): string[] {
  const uris = tracks.flatMap((track) =>
    track?.found && track.spotifyUri ? [track.spotifyUri] : [],
  );
  return [...new Set(uris)];
}
