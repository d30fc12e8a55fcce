// Hands the playlist on screen to the vibes feature, and lets it put a vibe's playlist on the
// page or record which vibe the page shows (spec 4 Vibe), as the playback bridge does for the
// player.
import type { Vibe } from '@moodtape/core';
import { type ReactNode, useCallback, useMemo } from 'react';
import { usePlaylist } from '../features/playlist/state/playlist-context';
import { LoadedVibeProvider } from '../features/vibes/state/loaded-vibe-context';
import type { PagePlaylist } from '../features/vibes/lib/vibe-body';

export function VibesBridge({ children }: { children: ReactNode }) {
  const { state, dispatch } = usePlaylist();
  const { generation, vibeId, name, prompt, imageUrl, rows } = state;
  const playlist = useMemo<PagePlaylist>(
    () => ({
      generation,
      vibeId,
      name,
      prompt,
      imageUrl,
      tracks: rows.flatMap((row) => (row.track ? [row.track] : [])),
    }),
    [generation, vibeId, name, prompt, imageUrl, rows],
  );
  const onShow = useCallback(
    (vibe: Vibe) =>
      dispatch({
        type: 'vibe-loaded',
        vibeId: vibe.id,
        name: vibe.name,
        prompt: vibe.prompt,
        imageUrl: vibe.image_url,
        tracks: vibe.playlist_data.tracks,
      }),
    [dispatch],
  );
  const onLink = useCallback(
    (id: string | null) => dispatch({ type: 'vibe-linked', vibeId: id }),
    [dispatch],
  );
  const onRename = useCallback(
    (id: string, newName: string) => dispatch({ type: 'vibe-renamed', vibeId: id, name: newName }),
    [dispatch],
  );
  return (
    <LoadedVibeProvider playlist={playlist} onShow={onShow} onLink={onLink} onRename={onRename}>
      {children}
    </LoadedVibeProvider>
  );
}
