// The catalog precomputed for scoring: flat typed arrays of features and memberships, so that
// ranking all songs for one prompt is a few tight loops rather than object lookups.
import { artistKey, normalizeTitle, songKey } from '@moodtape/core';
import { CATALOG } from '../catalog/index';
import type { CatalogSong } from '../catalog/types';
import {
  GENRES,
  LANGUAGES,
  TAGS,
  type Genre,
  type Language,
  type Tag,
} from '../catalog/vocabulary';
import { FEATURES, tempoToUnit, type Feature } from '../target/mood-target';

export interface SongIndex {
  songs: readonly CatalogSong[];
  // songs.length x FEATURES.length, 0..1 each, in FEATURES order.
  features: Float64Array;
  // songs.length x TAGS.length / GENRES.length, 1 when the song carries it.
  tags: Uint8Array;
  genres: Uint8Array;
  languages: Uint8Array;
  years: Uint16Array;
  artistKeys: readonly string[];
  titleKeys: readonly string[];
  songKeys: readonly string[];
}

export const TAG_INDEX = new Map<Tag, number>(TAGS.map((tag, i) => [tag, i]));
export const GENRE_INDEX = new Map<Genre, number>(GENRES.map((genre, i) => [genre, i]));
export const LANGUAGE_INDEX = new Map<Language, number>(LANGUAGES.map((l, i) => [l, i]));
export const FEATURE_INDEX = new Map<Feature, number>(FEATURES.map((f, i) => [f, i]));

export function buildSongIndex(songs: readonly CatalogSong[]): SongIndex {
  const n = songs.length;
  const features = new Float64Array(n * FEATURES.length);
  const tags = new Uint8Array(n * TAGS.length);
  const genres = new Uint8Array(n * GENRES.length);
  const languages = new Uint8Array(n);
  const years = new Uint16Array(n);
  songs.forEach((song, i) => {
    features.set(songFeatures(song), i * FEATURES.length);
    for (const tag of song.tags) tags[i * TAGS.length + (TAG_INDEX.get(tag) ?? 0)] = 1;
    for (const genre of song.genres) genres[i * GENRES.length + (GENRE_INDEX.get(genre) ?? 0)] = 1;
    languages[i] = LANGUAGE_INDEX.get(song.language) ?? 0;
    years[i] = song.year;
  });
  return {
    songs,
    features,
    tags,
    genres,
    languages,
    years,
    artistKeys: songs.map((song) => artistKey(song.artist)),
    titleKeys: songs.map((song) => normalizeTitle(song.title)),
    songKeys: songs.map((song) => songKey(song.title, song.artist)),
  };
}

export function songFeatures(song: CatalogSong): number[] {
  return FEATURES.map((feature) => (feature === 'tempo' ? tempoToUnit(song.tempo) : song[feature]));
}

export const SONG_INDEX: SongIndex = buildSongIndex(CATALOG);
