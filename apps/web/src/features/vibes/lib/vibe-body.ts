// What Save Vibe sends (spec 5, spec 7 POST /api/vibes): the playlist as it is on the page,
// with the videos, their queries, the gradient and the suggestions shown around it (spec 3
// youtube_data and the *_data lists), or a copy of a vibe someone else made public.
import {
  type CreateVibeRequest,
  type Suggestions,
  type Track,
  type Vibe,
  VIBE_MAX_SUGGESTIONS,
  VIBE_MAX_TRACKS,
  VIBE_NAME_MAX_LENGTH,
  VIBE_PROMPT_MAX_LENGTH,
} from '@moodtape/core';

export const DEFAULT_VIBE_NAME = 'My vibe';

export type VibeExtras = Pick<
  CreateVibeRequest,
  'youtube_data' | 'movies_data' | 'tv_shows_data' | 'activities_data' | 'creators_data'
>;

// The page's playlist, as the vibes feature sees it (the app wires it to the playlist state).
export type PagePlaylist = {
  // Changes with every new playlist on the page (a generation or a loaded vibe).
  generation: number;
  // The saved vibe the page shows, if any.
  vibeId: string | null;
  name: string | null;
  prompt: string;
  imageUrl: string | null;
  // Only rows whose lookup has finished: a song still being looked up is not saved.
  tracks: Track[];
  // What the page shows around the music (the app gathers it from videos, suggestions and
  // theme).
  extras: VibeExtras;
};

export const NO_EXTRAS: VibeExtras = {
  youtube_data: null,
  movies_data: [],
  tv_shows_data: [],
  activities_data: [],
  creators_data: [],
};

// The server refuses lists over its limit; the first ones are the ones shown first.
function withinLimits(extras: VibeExtras): VibeExtras {
  return {
    youtube_data: extras.youtube_data,
    movies_data: extras.movies_data.slice(0, VIBE_MAX_SUGGESTIONS),
    tv_shows_data: extras.tv_shows_data.slice(0, VIBE_MAX_SUGGESTIONS),
    activities_data: extras.activities_data.slice(0, VIBE_MAX_SUGGESTIONS),
    creators_data: extras.creators_data.slice(0, VIBE_MAX_SUGGESTIONS),
  };
}

function extrasOf(vibe: Vibe): VibeExtras {
  const { youtube_data, movies_data, tv_shows_data, activities_data, creators_data } = vibe;
  return withinLimits({ youtube_data, movies_data, tv_shows_data, activities_data, creators_data });
}

// A vibe's picture, as lists of vibes give it (core VibeSummary cover_url): the photo it was
// made from, else the first album cover of its playlist.
export function vibeCover(vibe: Vibe): string | null {
  return vibe.image_url ?? vibe.playlist_data.tracks.find((t) => t.albumArt)?.albumArt ?? null;
}

// A vibe is the viewer's own when its owner is the signed-in Spotify user (AMENDMENTS A2).
export function isOwnVibe(vibe: Vibe, viewerId: string | null | undefined): boolean {
  return viewerId != null && vibe.spotify_username === viewerId;
}

// The server refuses what is over its limits; cutting here keeps a long AI name savable.
export function vibeName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return (trimmed === '' ? DEFAULT_VIBE_NAME : trimmed).slice(0, VIBE_NAME_MAX_LENGTH);
}

// `loaded` is the vibe on the page; when it is someone else's, the save is a copy of it.
export function pageVibeBody(
  page: PagePlaylist,
  loaded: Vibe | null,
  viewerId: string,
): CreateVibeRequest {
  const relay = loaded && !isOwnVibe(loaded, viewerId) ? loaded.id : null;
  return {
    name: vibeName(page.name),
    prompt: page.prompt.slice(0, VIBE_PROMPT_MAX_LENGTH),
    image_url: page.imageUrl,
    playlist_data: { name: vibeName(page.name), tracks: page.tracks.slice(0, VIBE_MAX_TRACKS) },
    is_public: false,
    ...withinLimits(page.extras),
    ...(relay ? { relay_vibe_id: relay } : {}),
  };
}

// Saving someone's public vibe: its content, private to the saver, relayed from the original.
export function copyVibeBody(vibe: Vibe): CreateVibeRequest {
  return {
    name: vibeName(vibe.name),
    prompt: vibe.prompt.slice(0, VIBE_PROMPT_MAX_LENGTH),
    image_url: vibe.image_url,
    playlist_data: {
      name: vibe.playlist_data.name,
      tracks: vibe.playlist_data.tracks.slice(0, VIBE_MAX_TRACKS),
    },
    is_public: false,
    ...extrasOf(vibe),
    relay_vibe_id: vibe.id,
  };
}

// What a vibe kept of the suggestion sections, to show again. A vibe saved with its videos
// kept the sections as they were, even empty; one saved with neither gets new ones (null).
export function vibeSuggestions(vibe: Vibe): Suggestions | null {
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
