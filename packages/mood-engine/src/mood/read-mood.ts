// The mood of a whole vibe, for the answers that come after the playlist (videos, theme,
// suggestions): the prompt and photo as the playlist read them, plus what the playlist's
// songs have in common, so that an empty prompt with a list of songs still has a mood.
import { foldText, songKey } from '@moodtape/core';
import { readPrompt } from '../answers/read-prompt';
import { findCatalogSong } from '../answers/find-catalog-song';
import type { SongRef } from '../answers/song-ref';
import type { CatalogSong } from '../catalog/types';
import type { ImageMood } from '../image/image-mood';
import type { MatchedTerm } from '../lexicon/analyze-text';
import { mixTargets } from '../target/blend-targets';
import type { MoodTarget } from '../target/mood-target';
import { targetFromSongs } from '../target/songs-target';
import { hashString } from '../text/hash';

// The words say what the vibe is about; the songs colour it.
const PROMPT_SHARE = 0.6;

export interface MoodInput {
  prompt: string;
  playlistName?: string;
  songs?: readonly SongRef[];
  image?: ImageMood | null;
}

export interface VibeMood {
  target: MoodTarget;
  terms: readonly MatchedTerm[];
  // The playlist's songs found in the catalog, in playlist order.
  catalogSongs: readonly CatalogSong[];
  seed: number;
}

export function readMood(input: MoodInput): VibeMood {
  const songs = input.songs ?? [];
  const image = input.image ?? null;
  // A prompt-less vibe is still described by its playlist name ("Rainy Sunday Coffee").
  const words = input.prompt.trim() !== '' ? input.prompt : (input.playlistName ?? '');
  const read = readPrompt(words, image);
  const said = read.terms.length > 0 || read.artists.length > 0 || image !== null;
  const catalogSongs = songs
    .map((song) => findCatalogSong(song.title, song.artist))
    .filter((song): song is CatalogSong => song !== undefined);
  let target = read.target;
  if (catalogSongs.length > 0) {
    const fromSongs = targetFromSongs(catalogSongs);
    target = said
      ? mixTargets([
          { target: read.target, share: PROMPT_SHARE },
          { target: fromSongs, share: 1 - PROMPT_SHARE },
        ])
      : fromSongs;
  }
  const signature = songs.map((song) => songKey(song.title, song.artist)).join('\n');
  return {
    target,
    terms: [...read.terms, ...read.imageTerms],
    catalogSongs,
    seed: hashString(`${read.seed}|${foldText(input.playlistName ?? '')}|${signature}`),
  };
}
