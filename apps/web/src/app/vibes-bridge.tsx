// Hands the playlist on screen to the vibes feature, with what is shown around it (videos,
// their queries and gradient, suggestions), and lets it put a vibe's playlist on the page or
// record which vibe the page shows (spec 4 Vibe), as the playback bridge does for the player.
import type { Vibe } from '@moodtape/core';
import { type ReactNode, useCallback, useMemo } from 'react';
import { usePlaylist } from '../features/playlist/state/playlist-context';
import { useSuggestions } from '../features/suggestions/state/suggestions-context';
import { useTheme } from '../features/theme/state/theme-context';
import { savedYoutubeData } from '../features/videos/lib/youtube-data';
import { useVideos } from '../features/videos/state/videos-context';
import { LoadedVibeProvider } from '../features/vibes/state/loaded-vibe-context';
import { NO_EXTRAS, type PagePlaylist, type VibeExtras } from '../features/vibes/lib/vibe-body';

export function VibesBridge({ children }: { children: ReactNode }) {
  const { state, dispatch } = usePlaylist();
  const extras = usePageExtras();
  const { generation, vibeId, name, prompt, imageUrl, rows } = state;
  const playlist = useMemo<PagePlaylist>(
    () => ({
      generation,
      vibeId,
      name,
      prompt,
      imageUrl,
      tracks: rows.flatMap((row) => (row.track ? [row.track] : [])),
      extras,
    }),
    [generation, vibeId, name, prompt, imageUrl, rows, extras],
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

// What Save Vibe keeps besides the playlist: the videos with their queries and the theme's
// gradient (spec 3 youtube_data), and the suggestions as they are shown.
function usePageExtras(): VibeExtras {
  const videos = useVideos().state;
  const suggestions = useSuggestions().state;
  const { gradient } = useTheme();
  return useMemo(() => {
    const data = suggestions.status === 'ready' ? suggestions.data : null;
    return {
      ...NO_EXTRAS,
      youtube_data: savedYoutubeData(videos, gradient),
      ...(data && {
        movies_data: data.movies,
        tv_shows_data: data.tvShows,
        activities_data: data.activities,
        creators_data: data.creators,
      }),
    };
  }, [videos, suggestions, gradient]);
}
