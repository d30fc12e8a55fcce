// Fuzzy matching of free text ("bohemain rapsody", "queen - bohemian rhapsody", "adele")
// against catalog titles and artists.
import { artistKey, foldWords, normalizeTitle } from '@moodtape/core';
import { CATALOG } from '../catalog/index';
import type { CatalogSong } from '../catalog/types';
import { textSimilarity } from '../text/similarity';

export interface SongQuery {
  // The whole text, and a title/artist reading when the text had a separator.
  whole: readonly string[];
  title?: readonly string[];
  artist?: readonly string[];
}

export interface SongMatch {
  song: CatalogSong;
  score: number;
  // How well the text names the song's artist alone.
  artistScore: number;
}

interface Entry {
  song: CatalogSong;
  title: string[];
  artist: string[];
}

const ENTRIES: readonly Entry[] = CATALOG.map((song) => ({
  song,
  title: foldWords(normalizeTitle(song.title)),
  artist: foldWords(artistKey(song.artist)),
}));

export function matchSongs(query: SongQuery): SongMatch[] {
  if (query.whole.length === 0) return [];
  return ENTRIES.map((entry) => scoreEntry(query, entry)).filter((match) => match.score > 0);
}

function scoreEntry(query: SongQuery, entry: Entry): SongMatch {
  const { whole } = query;
  const artistScore = textSimilarity(whole, entry.artist);
  let score = Math.max(
    textSimilarity(whole, entry.title),
    artistScore * 0.98,
    textSimilarity(whole, [...entry.title, ...entry.artist]),
    textSimilarity(whole, [...entry.artist, ...entry.title]),
  );
  if (query.title && query.artist) {
    const asWritten =
      0.65 * textSimilarity(query.title, entry.title) +
      0.35 * textSimilarity(query.artist, entry.artist);
    // "Queen - Bohemian Rhapsody" puts the artist first.
    const reversed =
      0.65 * textSimilarity(query.artist, entry.title) +
      0.35 * textSimilarity(query.title, entry.artist);
    score = Math.max(score, asWritten, reversed);
  }
  return { song: entry.song, score, artistScore };
}

export function bestMatches(matches: readonly SongMatch[]): SongMatch[] {
  return [...matches].sort((a, b) => b.score - a.score || a.song.id - b.song.id);
}
