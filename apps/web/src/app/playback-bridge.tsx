// Hands the playlist on screen to the player: the rows as a queue (tracks Spotify does not
// have stay in it, unplayable), and whether it is a new playlist or one restored after a reload.
import { type ReactNode, useMemo } from 'react';
import { PlaybackProvider } from '../features/player/state/playback-provider';
import type { QueueTrack } from '../features/player/state/queue';
import { usePlaylist } from '../features/playlist/state/playlist-context';

export function PlaybackBridge({ children }: { children: ReactNode }) {
  const { state } = usePlaylist();
  const tracks = useMemo(
    () =>
      state.rows.map((row): QueueTrack => ({
        key: row.key,
        uri: row.track?.found ? row.track.spotifyUri : null,
        title: row.track?.title ?? row.title,
        artist: row.track?.artist ?? row.artist,
        albumArt: row.track?.albumArt ?? null,
        durationMs: row.track?.durationMs ?? null,
      })),
    [state.rows],
  );
  return (
    <PlaybackProvider
      tracks={tracks}
      playlistGeneration={state.generation}
      restored={state.restored}
    >
      {children}
    </PlaybackProvider>
  );
}
