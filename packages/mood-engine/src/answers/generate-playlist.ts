// The playlist call: a prompt and/or a photo in, a named list of catalog songs out.
import type { ImageMood } from '../image/image-mood';
import { scoreSongs } from '../scorer/score-songs';
import { pickSongs, SONGS_PER_ARTIST } from '../scorer/pick-songs';
import { SONG_INDEX } from '../scorer/song-index';
import { playlistName } from './playlist-name';
import { readPrompt } from './read-prompt';
import { toSongRef, type PlaylistAnswer } from './song-ref';

const DEFAULT_COUNT = 20;
// A named artist may fill up to this share of the list; the rest sounds like them.
const REQUESTED_ARTIST_SHARE = 0.35;

export interface GenerateInput {
  prompt: string;
  image?: ImageMood | null;
  count?: number;
}

export function generatePlaylist(input: GenerateInput): PlaylistAnswer {
  const count = songCount(input.count, DEFAULT_COUNT);
  const read = readPrompt(input.prompt, input.image);
  const scores = scoreSongs(SONG_INDEX, read.target, read.seed);
  const artistLimit = Math.max(SONGS_PER_ARTIST + 1, Math.ceil(count * REQUESTED_ARTIST_SHARE));
  const songs = pickSongs(SONG_INDEX, scores, {
    count,
    artistLimits: new Map(read.artists.map((artist) => [artist.key, artistLimit])),
  });
  return {
    songs: songs.map(toSongRef),
    name: playlistName({
      terms: read.terms,
      imageTerms: read.imageTerms,
      artistNames: read.artists.map((artist) => artist.name),
      target: read.target,
      seed: read.seed,
    }),
  };
}

export function songCount(count: number | undefined, fallback: number): number {
  if (count === undefined || !Number.isFinite(count)) return fallback;
  return Math.min(SONG_INDEX.songs.length, Math.max(1, Math.floor(count)));
}
