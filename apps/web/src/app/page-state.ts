// Everything the one screen shows, in one state: the playlist, the saved vibe it is, the
// videos, suggestions and theme around it, and which community dialog is open. Each feature
// owns the reducer of its part; this one routes actions to them and carries out the two
// changes that touch every part at once: a new generation resets what surrounds the playlist
// (spec 4 Generation), and a saved vibe brings all of it back (spec 4 Vibe). The state lives
// in a store outside React (decision 010), so that the generation flow reads it as it is now,
// after each of its steps, and each component re-renders only when the part it reads changes.
import type { Vibe } from '@moodtape/core';
import { createStore } from 'zustand/vanilla';
import {
  type PlaylistAction,
  type PlaylistState,
  initialPlaylistState,
  playlistReducer,
} from '../features/playlist/state/playlist-reducer';
import {
  type SuggestionsAction,
  type SuggestionsState,
  initialSuggestionsState,
  suggestionsReducer,
} from '../features/suggestions/state/suggestions-state';
import {
  type ThemeAction,
  type ThemeState,
  initialThemeState,
  themeReducer,
} from '../features/theme/state/theme-state';
import { vibeSuggestions } from '../features/vibes/lib/vibe-body';
import { restoredVideos } from '../features/videos/lib/youtube-data';
import {
  type VideosAction,
  type VideosState,
  initialVideosState,
  videosReducer,
} from '../features/videos/state/videos-reducer';

export type CommentsTarget = { id: string; name: string };

export type PageState = {
  playlist: PlaylistState;
  // The saved vibe on the page. The actions that change which vibe the playlist is (its
  // `vibeId`, kept across reloads) set this with it; only after a reload is the id known
  // before the vibe, which stays null until it is fetched again.
  vibe: Vibe | null;
  // Counts vibes put on the page (loaded, or fetched again after a reload): each one fills
  // the prompt form with its words and photo. Saving a vibe does not.
  vibeLoads: number;
  // Counts vibes a person opened (from the carousel or Discover): each one is brought into
  // view. A vibe fetched again after a reload is not: the page keeps the reader's place.
  vibeOpens: number;
  videos: VideosState;
  suggestions: SuggestionsState;
  theme: ThemeState;
  discoverOpen: boolean;
  comments: CommentsTarget | null;
};

export type PageAction =
  | { type: 'playlist'; action: PlaylistAction }
  | { type: 'videos'; action: VideosAction }
  | { type: 'suggestions'; action: SuggestionsAction }
  | { type: 'theme'; action: ThemeAction }
  // spec 4 Generation: resets the loaded vibe, videos, queries, suggestions and gradient.
  | { type: 'generation-started'; run: number; prompt: string }
  // A saved vibe put on the page: its playlist as a new one, and all it kept around it.
  | { type: 'vibe-shown'; run: number; vibe: Vibe }
  // The vibe of a playlist restored after a reload: the rows stay, the rest comes back.
  | { type: 'vibe-restored'; run: number; vibe: Vibe }
  // The playlist on the page was just saved as this vibe: its card appears over the rows.
  | { type: 'vibe-saved'; vibe: Vibe }
  // New details (name, visibility) of a vibe; ignored unless it is the one on the page.
  | { type: 'vibe-changed'; vibe: Vibe }
  // The page no longer shows a saved vibe (deleted, or not found again); the rows stay.
  | { type: 'vibe-unlinked' }
  | { type: 'discover'; open: boolean }
  | { type: 'comments'; target: CommentsTarget | null };

export function initialPageState(): PageState {
  return {
    playlist: initialPlaylistState,
    vibe: null,
    vibeLoads: 0,
    vibeOpens: 0,
    videos: initialVideosState,
    suggestions: initialSuggestionsState,
    theme: initialThemeState(),
    discoverOpen: false,
    comments: null,
  };
}

export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.type) {
    case 'playlist':
      return { ...state, playlist: playlistReducer(state.playlist, action.action) };
    case 'videos':
      return { ...state, videos: videosReducer(state.videos, action.action) };
    case 'suggestions':
      return { ...state, suggestions: suggestionsReducer(state.suggestions, action.action) };
    case 'theme':
      return { ...state, theme: themeReducer(state.theme, action.action) };
    case 'generation-started':
      return {
        ...state,
        playlist: playlistReducer(state.playlist, {
          type: 'generation-started',
          prompt: action.prompt,
        }),
        vibe: null,
        videos: videosReducer(state.videos, { type: 'reset', run: action.run }),
        suggestions: initialSuggestionsState,
        theme: themeReducer(state.theme, { type: 'gradient', gradient: null }),
      };
    case 'vibe-shown': {
      const { vibe } = action;
      const playlist = playlistReducer(state.playlist, {
        type: 'vibe-loaded',
        vibeId: vibe.id,
        name: vibe.name,
        prompt: vibe.prompt,
        imageUrl: vibe.image_url,
        tracks: vibe.playlist_data.tracks,
      });
      const opened = { ...state, playlist, vibeOpens: state.vibeOpens + 1 };
      return withVibeAround(opened, vibe, action.run);
    }
    case 'vibe-restored':
      if (state.playlist.vibeId !== action.vibe.id) return state;
      return withVibeAround(state, action.vibe, action.run);
    case 'vibe-saved':
      return {
        ...state,
        vibe: action.vibe,
        playlist: playlistReducer(state.playlist, { type: 'vibe-linked', vibeId: action.vibe.id }),
      };
    case 'vibe-changed':
      if (state.vibe?.id !== action.vibe.id) return state;
      return {
        ...state,
        vibe: action.vibe,
        // The playlist on the page is this vibe, so its title follows a rename.
        playlist: playlistReducer(state.playlist, {
          type: 'vibe-renamed',
          vibeId: action.vibe.id,
          name: action.vibe.name,
        }),
      };
    case 'vibe-unlinked':
      return {
        ...state,
        vibe: null,
        playlist: playlistReducer(state.playlist, { type: 'vibe-linked', vibeId: null }),
      };
    case 'discover':
      return { ...state, discoverOpen: action.open };
    case 'comments':
      return { ...state, comments: action.target };
  }
}

// What a saved vibe kept around its playlist, shown again with no AI call: its videos (a
// section kept without videos stays loading until searched again), the suggestions and the
// gradient. A vibe that kept no video queries leaves the videos for the AI to write.
function withVibeAround(state: PageState, vibe: Vibe, run: number): PageState {
  let videos = videosReducer(state.videos, { type: 'reset', run });
  if (vibe.youtube_data) {
    const { queries, videos: saved } = restoredVideos(vibe.youtube_data);
    videos = videosReducer(videos, { type: 'queries-ready', run, queries, videos: saved });
  }
  const suggestions = vibeSuggestions(vibe);
  return {
    ...state,
    vibe,
    vibeLoads: state.vibeLoads + 1,
    videos,
    suggestions: suggestions
      ? { status: 'ready', data: suggestions, enriching: false }
      : initialSuggestionsState,
    theme: themeReducer(state.theme, {
      type: 'gradient',
      gradient: vibe.youtube_data?.queries.gradient ?? null,
    }),
  };
}

export type PageStore = {
  getState: () => PageState;
  dispatch: (action: PageAction) => void;
  subscribe: (listener: (state: PageState, previous: PageState) => void) => () => void;
};

export function createPageStore(): PageStore {
  const store = createStore<PageState>()(initialPageState);
  return {
    getState: store.getState,
    dispatch: (action) => store.setState((state) => pageReducer(state, action), true),
    subscribe: store.subscribe,
  };
}
