// Save to Spotify (spec 2 menu, spec 5): checks, in the spec's order, that there is a profile,
// tracks and at least one Spotify track, then saves once at a time and reports the outcome.
import { MESSAGES, SPOTIFY_PLAYLIST_MAX_TRACKS, type Track } from '@moodtape/core';
import { useCallback, useRef } from 'react';
import { useSession } from '../../../shared/auth/session';
import { useMessages } from '../../../shared/lib/messages';
import { useSaveToSpotifyMutation } from '../api/save-to-spotify';

const FALLBACK_NAME = 'Moodtape playlist';

export type SpotifyPlaylistDraft = {
  name: string | null;
  prompt: string;
  // The rows on screen; null for a song still being looked up.
  tracks: readonly (Track | null)[];
};

export function useSaveToSpotify() {
  const { user } = useSession();
  const { showMessage } = useMessages();
  const mutation = useSaveToSpotifyMutation();
  const { mutateAsync } = mutation;
  // Set at once (state would only show on the next render): a second click is ignored.
  const inFlight = useRef(false);

  const save = useCallback(
    async ({ name, prompt, tracks }: SpotifyPlaylistDraft) => {
      if (inFlight.current) return;
      if (!user) return showMessage(MESSAGES.userProfileNotLoaded);
      if (tracks.length === 0) return showMessage(MESSAGES.noTracksToSave);
      const uris = trackUris(tracks);
      if (uris.length === 0) return showMessage(MESSAGES.noValidTrackUris);
      inFlight.current = true;
      try {
        const result = await mutateAsync({
          // The server's limits (core schema): a name of 1 to 100 characters, at most 1000 songs.
          name: (name ?? '').trim().slice(0, 100) || FALLBACK_NAME,
          prompt: prompt.slice(0, 2000),
          uris: uris.slice(0, SPOTIFY_PLAYLIST_MAX_TRACKS),
        });
        showMessage(MESSAGES.playlistSaved(result.tracks_added));
      } catch {
        showMessage(MESSAGES.failedToSavePlaylist);
      } finally {
        inFlight.current = false;
      }
    },
    [user, showMessage, mutateAsync],
  );

  return { save, saving: mutation.isPending };
}

// The tracks a saved Spotify playlist gets (spec 5): those found on Spotify, in list order,
// each once.
function trackUris(tracks: readonly (Track | null)[]): string[] {
  const uris = tracks.flatMap((track) =>
    track?.found && track.spotifyUri ? [track.spotifyUri] : [],
  );
  return [...new Set(uris)];
}
