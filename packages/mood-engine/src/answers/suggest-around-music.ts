// The suggestions call (spec 3 Movie/TV, Activity, Creator): films, shows, things to do and
// creators that fit the vibe, scored against the same mood the playlist came from.
import type { Activity, Creator, ScreenSuggestion, Suggestions } from '@moodtape/core';
import { ACTIVITIES, CREATORS } from '../around/index';
import { pickVaried, scoreProfiles } from '../curated/score-profile';
import type { CuratedActivity, CuratedCreator, ScreenTitle } from '../curated/types';
import type { ImageMood } from '../image/image-mood';
import { readMood } from '../mood/read-mood';
import { MOVIES, TV_SHOWS } from '../screen/index';
import type { SongRef } from './song-ref';

export interface AroundMusicInput {
  prompt: string;
  playlistName: string;
  songs: SongRef[];
  image: ImageMood | null;
}

const COUNTS = { movies: 6, tvShows: 6, activities: 8, creators: 4 } as const;
// Enough jitter to vary near-ties between similar prompts, not enough to bring a poor match.
const JITTER = 0.12;

export function suggestAroundMusic(input: AroundMusicInput): Suggestions {
  const mood = readMood(input);
  const { target } = mood;
  const year = (title: ScreenTitle) => title.year;
  const movies = pickVaried(
    scoreProfiles(MOVIES, target, mood.seed, JITTER, year),
    COUNTS.movies,
    (movie) => movie.genres.slice(0, 1),
    { penalty: 0.08 },
  );
  const tvShows = pickVaried(
    scoreProfiles(TV_SHOWS, target, mood.seed + 1, JITTER, year),
    COUNTS.tvShows,
    (show) => show.genres.slice(0, 1),
    { penalty: 0.08 },
  );
  // spec 3: activities show one icon each; eight different icons read as eight ideas.
  const activities = pickVaried(
    scoreProfiles(ACTIVITIES, target, mood.seed + 2, JITTER),
    COUNTS.activities,
    (activity) => [activity.iconHint],
    { penalty: 0, maxPerGroup: 1 },
  );
  const creators = pickVaried(
    scoreProfiles(CREATORS, target, mood.seed + 3, JITTER),
    COUNTS.creators,
    (creator) => [creator.platform],
    { penalty: 0.1, maxPerGroup: 2 },
  );
  return {
    movies: movies.map(toScreenSuggestion),
    tvShows: tvShows.map(toScreenSuggestion),
    activities: activities.map(toActivity),
    creators: creators.map(toCreator),
  };
}

// Posters are added by the server later (spec 3: imageUrl from the movie database).
function toScreenSuggestion(title: ScreenTitle): ScreenSuggestion {
  return { title: title.title, year: title.year, description: title.description, imageUrl: null };
}

function toActivity(activity: CuratedActivity): Activity {
  return { title: activity.title, description: activity.description, iconHint: activity.iconHint };
}

function toCreator(creator: CuratedCreator): Creator {
  return {
    name: creator.name,
    platform: creator.platform,
    description: creator.description,
    imageUrl: null,
    channelUrl: creator.channelUrl,
    spotifyUri: creator.spotifyUri,
  };
}
