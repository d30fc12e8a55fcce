// Fuzzy search over the catalog, for the emulated music service: plain text ("bohemian
// rhapsody queen") or Spotify-style field filters (`track:Yesterday artist:"The Beatles"`).
import type { CatalogSong } from '../catalog/types';
import { foldWords } from '@moodtape/core';
import { bestMatches, matchSongs, type SongQuery } from './song-matcher';

const MIN_SCORE = 0.55;
const FILTER = /\b(track|artist|album|year|genre):("([^"]*)"|\S+)/gi;

export function searchCatalog(text: string, limit: number): CatalogSong[] {
  if (limit <= 0) return [];
  const query = searchQuery(text);
  if (query.whole.length === 0) return [];
  return bestMatches(matchSongs(query))
    .filter((match) => match.score >= MIN_SCORE)
    .slice(0, Math.floor(limit))
    .map((match) => match.song);
}

function searchQuery(text: string): SongQuery {
  let title = '';
  let artist = '';
  const free = text.replace(FILTER, (_, field: string, raw: string, quoted?: string) => {
    const value = quoted ?? raw;
    if (field.toLowerCase() === 'track') title += ` ${value}`;
    if (field.toLowerCase() === 'artist') artist += ` ${value}`;
    return ' ';
  });
  const titleWords = foldWords(`${title} ${free}`);
  const artistWords = foldWords(artist);
  const whole = [...titleWords, ...artistWords];
  if (artistWords.length === 0 || titleWords.length === 0) return { whole };
  return { whole, title: titleWords, artist: artistWords };
}
