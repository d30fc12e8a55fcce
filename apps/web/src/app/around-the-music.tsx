// What the page shows around the music follows the playlist (spec 4 Generation): a new
// generation resets the videos, their queries, the suggestions and the gradient; once the
// playlist is ready, the AI writes video queries, the four video groups load in parallel and
// the suggestions load afterwards. A loaded vibe that carries them shows its own again, with
// no AI call (spec 4 Vibe).
import type { AroundTheMusicRequest, Suggestions, Vibe } from '@moodtape/core';
import { useEffect, useRef } from 'react';
import { usePlaylist } from '../features/playlist/state/playlist-context';
import type { PlaylistState } from '../features/playlist/state/playlist-reducer';
import { useSuggestions } from '../features/suggestions/state/suggestions-context';
import { useTheme } from '../features/theme/state/theme-context';
import { useVideos } from '../features/videos/state/videos-context';
import { useLoadedVibe } from '../features/vibes/state/loaded-vibe-context';

export function AroundTheMusicBridge() {
  const { state } = usePlaylist();
  const { vibe } = useLoadedVibe();
  const videos = useVideos();
  const suggestions = useSuggestions();
  const theme = useTheme();
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const { generation, status, vibeId } = state;
  const { reset: resetVideos, generate, restore } = videos;
  const { reset: resetSuggestions, load, restore: restoreSuggestions } = suggestions;
  const { setGradient } = theme;

  // spec 4: generation resets the loaded vibe, videos, queries and suggestions.
  useEffect(() => {
    resetVideos();
    resetSuggestions();
    setGradient(null);
  }, [generation, resetVideos, resetSuggestions, setGradient]);

  // The generation whose videos and suggestions were asked for (or restored).
  const handled = useRef<number | null>(null);
  useEffect(() => {
    if (status !== 'ready' || handled.current === generation) return;
    // A playlist that shows a vibe waits for the vibe itself (after a reload it is fetched).
    if (vibeId !== null && vibe?.id !== vibeId) return;
    handled.current = generation;
    const saved = vibe ? suggestionsOf(vibe) : null;
    if (saved) restoreSuggestions(saved);
    if (vibe?.youtube_data) {
      restore(vibe.youtube_data);
      setGradient(vibe.youtube_data.queries.gradient);
      return;
    }
    const request = requestOf(latest.current);
    void (async () => {
      const queries = await generate(request);
      if (latest.current.generation !== generation) return;
      if (queries) setGradient(queries.gradient);
      // spec 4: the suggestion sections load after the video queries.
      if (!saved) await load(request);
    })();
  }, [generation, status, vibeId, vibe, generate, restore, restoreSuggestions, load, setGradient]);

  return null;
}

// Cut to the request schema's limits (core AroundTheMusicRequestSchema).
function requestOf(state: PlaylistState): AroundTheMusicRequest {
  return {
    playlist: {
      name: (state.name ?? '').slice(0, 200),
      tracks: state.rows.slice(0, 500).map((row) => ({
        title: (row.track?.title ?? row.title).slice(0, 300),
        artist: (row.track?.artist ?? row.artist).slice(0, 300),
      })),
    },
    prompt: state.prompt.slice(0, 2000),
    imageUrl: state.imageUrl,
  };
}

// A vibe saved with suggestions shows them again; one saved without gets new ones.
function suggestionsOf(vibe: Vibe): Suggestions | null {
  const { movies_data, tv_shows_data, activities_data, creators_data } = vibe;
  const lists = [movies_data, tv_shows_data, activities_data, creators_data];
  if (!vibe.youtube_data && lists.every((list) => list.length === 0)) return null;
  return {
    movies: movies_data,
    tvShows: tv_shows_data,
    activities: activities_data,
    creators: creators_data,
  };
}
