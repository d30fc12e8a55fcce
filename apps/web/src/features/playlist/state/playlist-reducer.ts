// The playlist on screen (spec 2 Playlist result, spec 4 Generation): rows appear as the AI
// writes songs and fill in as Spotify finds them.
import type { GenerationEvent, Track } from '@moodtape/core';

// `track` is null while the song is still being looked up.
export type PlaylistRow = { key: string; title: string; artist: string; track: Track | null };

export type PlaylistState = {
  status: 'idle' | 'generating' | 'ready';
  // Counts generations: other features (vibe, videos, suggestions) reset when it changes.
  generation: number;
  name: string | null;
  prompt: string;
  imageUrl: string | null;
  rows: PlaylistRow[];
  // Rows ever added in this generation; row keys never repeat, even after removals.
  added: number;
  adding: 'extend' | 'specific' | null;
  // Shown again from the browser's storage after a reload, rather than generated here.
  restored: boolean;
  // The saved vibe this playlist shows (spec 4 Vibe): set by loading or saving one, cleared by
  // a new generation ("Generation resets the loaded vibe") and kept across reloads.
  vibeId: string | null;
};

export type PlaylistAction =
  | { type: 'generation-started'; prompt: string }
  | { type: 'image-uploaded'; generation: number; imageUrl: string }
  | { type: 'adding-started'; kind: 'extend' | 'specific' }
  // `base` is the key number of the batch's index 0: 0 for a new playlist, `added` for more.
  | { type: 'event'; generation: number; base: number; event: GenerationEvent }
  | { type: 'finished'; generation: number }
  | { type: 'row-removed'; key: string }
  | {
      type: 'restored';
      name: string | null;
      prompt: string;
      imageUrl: string | null;
      tracks: Track[];
      vibeId?: string | null;
    }
  // A saved vibe put on the page: a new generation of its own, so whatever was still being
  // generated is superseded and the player starts its queue afresh, as after a generation.
  | {
      type: 'vibe-loaded';
      vibeId: string;
      name: string;
      prompt: string;
      imageUrl: string | null;
      tracks: Track[];
    }
  // The playlist on the page was saved as (or stopped being) a vibe; the rows stay.
  | { type: 'vibe-linked'; vibeId: string | null }
  | { type: 'vibe-renamed'; vibeId: string; name: string };

export const initialPlaylistState: PlaylistState = {
  status: 'idle',
  generation: 0,
  name: null,
  prompt: '',
  imageUrl: null,
  rows: [],
  added: 0,
  adding: null,
  restored: false,
  vibeId: null,
};

export function playlistReducer(state: PlaylistState, action: PlaylistAction): PlaylistState {
  switch (action.type) {
    case 'generation-started':
      return {
        ...initialPlaylistState,
        status: 'generating',
        generation: state.generation + 1,
        prompt: action.prompt,
      };
    case 'image-uploaded':
      return action.generation === state.generation
        ? { ...state, imageUrl: action.imageUrl }
        : state;
    case 'adding-started':
      return { ...state, adding: action.kind };
    case 'finished':
      if (action.generation !== state.generation) return state;
      return {
        ...state,
        status: state.rows.length > 0 || state.status === 'ready' ? 'ready' : 'idle',
        adding: null,
        // Songs whose lookup never came back are shown as not found rather than pending.
        rows: state.rows.map((row) => (row.track ? row : { ...row, track: unfound(row) })),
      };
    case 'restored':
      if (state.generation !== 0 || state.rows.length > 0) return state;
      return {
        ...initialPlaylistState,
        status: 'ready',
        name: action.name,
        prompt: action.prompt,
        imageUrl: action.imageUrl,
        // Keys of their own, so rows added later (keyed by generation) never collide.
        rows: action.tracks.map((track, i) => ({
          key: `r-${i}`,
          title: track.title,
          artist: track.artist,
          track,
        })),
        added: action.tracks.length,
        restored: true,
        vibeId: action.vibeId ?? null,
      };
    case 'vibe-loaded': {
      const generation = state.generation + 1;
      return {
        ...initialPlaylistState,
        status: action.tracks.length > 0 ? 'ready' : 'idle',
        generation,
        name: action.name,
        prompt: action.prompt,
        imageUrl: action.imageUrl,
        // Keyed by the new generation like generated rows, so the player sees new tracks and
        // rows added later (from `added` on) never collide.
        rows: action.tracks.map((track, i) => ({
          key: `${generation}-${i}`,
          title: track.title,
          artist: track.artist,
          track,
        })),
        added: action.tracks.length,
        vibeId: action.vibeId,
      };
    }
    case 'vibe-linked':
      return state.vibeId === action.vibeId ? state : { ...state, vibeId: action.vibeId };
    case 'vibe-renamed':
      return state.vibeId === action.vibeId ? { ...state, name: action.name } : state;
    case 'row-removed':
      return { ...state, rows: state.rows.filter((row) => row.key !== action.key) };
    case 'event':
      return action.generation === state.generation
        ? applyEvent(state, action.base, action.event)
        : state;
  }
}

function applyEvent(state: PlaylistState, base: number, event: GenerationEvent): PlaylistState {
  switch (event.type) {
    case 'name':
      return { ...state, name: event.name };
    case 'song': {
      const at = base + event.index;
      const row: PlaylistRow = {
        key: `${state.generation}-${at}`,
        title: event.title,
        artist: event.artist,
        track: null,
      };
      return { ...state, rows: [...state.rows, row], added: Math.max(state.added, at + 1) };
    }
    case 'track': {
      const key = `${state.generation}-${base + event.index}`;
      return {
        ...state,
        rows: state.rows.map((row) => (row.key === key ? { ...row, track: event.track } : row)),
      };
    }
    case 'done':
      return state.adding === null ? { ...state, status: 'ready' } : state;
    case 'notice':
    case 'error':
      return state;
  }
}

function unfound(row: PlaylistRow): Track {
  return {
    title: row.title,
    artist: row.artist,
    spotifyUri: null,
    previewUrl: null,
    albumArt: null,
    found: false,
  };
}

export function foundCount(rows: readonly PlaylistRow[]): number {
  return rows.filter((row) => row.track?.found).length;
}
