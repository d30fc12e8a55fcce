// The extend call: more songs like the ones already in the playlist (their features, tags
// and genres averaged), steered by a prompt when one is given, never repeating a song.
import { artistKey, songKey } from '@moodtape/core';
import { artistTarget } from '../target/artist-target';
import { blendTargets, mixTargets } from '../target/blend-targets';
import { targetFromSongs } from '../target/songs-target';
import { isEmptyTarget, type MoodTarget } from '../target/mood-target';
import { scoreSongs } from '../scorer/score-songs';
import { pickSongs, SONGS_PER_ARTIST } from '../scorer/pick-songs';
import { SONG_INDEX } from '../scorer/song-index';
import { hashString } from '../text/hash';
import { findCatalogSong } from './find-catalog-song';
import { songCount } from './generate-playlist';
import { readPrompt } from './read-prompt';
import { toSongRef, type SongRef, type SongsAnswer } from './song-ref';

const DEFAULT_COUNT = 10;
const PROMPT_SHARE = 0.5;

export interface ExtendInput {
  currentSongs: SongRef[];
  prompt?: string;
  count?: number;
}

export function extendPlaylist(input: ExtendInput): SongsAnswer {
  const count = songCount(input.count, DEFAULT_COUNT);
  const prompt = input.prompt?.trim() ?? '';
  const listTarget = targetFromList(input.currentSongs);
  const target =
    prompt === ''
      ? listTarget
      : mixTargets([
          { target: listTarget, share: 1 - PROMPT_SHARE },
          { target: readPrompt(prompt, null).target, share: PROMPT_SHARE },
        ]);
  const keys = input.currentSongs.map((song) => songKey(song.title, song.artist));
  const seed = hashString(`${keys.join('\n')}|${prompt}`);
  const songs = pickSongs(SONG_INDEX, scoreSongs(SONG_INDEX, target, seed), {
    count,
    exclude: new Set(keys),
    artistLimits: remainingPerArtist(input.currentSongs),
  });
  return { songs: songs.map(toSongRef) };
}

function targetFromList(currentSongs: readonly SongRef[]): MoodTarget {
  const known = currentSongs.flatMap((song) => findCatalogSong(song.title, song.artist) ?? []);
  if (known.length > 0) return targetFromSongs(known);
  // Songs the catalog does not have: go by their artists if we know them, else by the
  // mood words in their titles ("Summer Rain").
  const byArtist = [...new Set(currentSongs.map((song) => artistKey(song.artist)))]
    .map((key) => artistTarget(key))
    .filter((target) => !isEmptyTarget(target));
  if (byArtist.length > 0) return blendTargets(byArtist.map((target) => ({ target, share: 1 })));
  return readPrompt(currentSongs.map((song) => song.title).join(', '), null).target;
}

// An artist already twice in the list gets at most one more song.
function remainingPerArtist(currentSongs: readonly SongRef[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const song of currentSongs) {
    const key = artistKey(song.artist);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map(
    [...counts].map(([key, n]): [string, number] => [key, Math.max(1, SONGS_PER_ARTIST - n)]),
  );
}
