// The video-queries call (spec 3 youtube_data, spec 9): what to search for in the four video
// rows, and the theme gradient. Music comes from the playlist's artists; ambient, general and
// shorts from the mood its words, photo and songs share.
import type { VideoQueries } from '@moodtape/core';
import type { ImageMood } from '../image/image-mood';
import { readMood } from '../mood/read-mood';
import { GROUP_SIZE, genreScene, scenePhrases, sceneTags } from '../video/mood-queries';
import { musicQueries } from '../video/music-queries';
import { generatePlaylist } from './generate-playlist';
import { generateTheme } from './generate-theme';
import type { SongRef } from './song-ref';

export interface VideoQueriesInput {
  prompt: string;
  playlistName: string;
  songs: SongRef[];
  image: ImageMood | null;
}

// Songs to take artists from when the playlist is empty.
const FALLBACK_SONGS = 6;

export function generateVideoQueries(input: VideoQueriesInput): VideoQueries {
  const mood = readMood(input);
  const tags = sceneTags(mood.target, mood.terms, mood.seed);
  const taken = new Set<string>();
  let musicList = unique(musicQueries(input.songs, mood.seed), taken);
  if (musicList.length === 0) {
    // No song to name (an empty or unreadable list): artists the mood would play instead.
    const { songs } = generatePlaylist({
      prompt: input.prompt,
      image: input.image,
      count: FALLBACK_SONGS,
    });
    musicList = unique(musicQueries(songs, mood.seed), taken);
  }

  const ambientList = scenePhrases(tags, 'ambient', GROUP_SIZE, mood.seed, taken);
  const genre = genreScene(mood.target);
  if (genre && !taken.has(genre)) {
    taken.add(genre);
    ambientList.splice(1, 0, genre);
  }
  const generalList = scenePhrases(tags, 'general', GROUP_SIZE, mood.seed, taken);
  const shortsList = scenePhrases(tags, 'shorts', GROUP_SIZE - 1, mood.seed, taken);
  const name = input.playlistName.trim().toLowerCase();
  const named = `${name} vibes #shorts`;
  if (name !== '' && !taken.has(named)) shortsList.push(named);

  const words = input.prompt.trim() !== '' ? input.prompt : input.playlistName;
  return {
    musicQueries: musicList.slice(0, 4),
    ambientQueries: ambientList.slice(0, GROUP_SIZE),
    generalQueries: generalList,
    shortsQueries: shortsList,
    gradient: generateTheme({ prompt: words, image: input.image }).gradient,
  };
}

function unique(list: readonly string[], taken: Set<string>): string[] {
  return list.filter((item) => {
    if (taken.has(item)) return false;
    taken.add(item);
    return true;
  });
}
