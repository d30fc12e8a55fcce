// Reads a "add a specific song" request: "Bohemian Rhapsody by Queen", "Queen - Bohemian
// Rhapsody", "play some adele please", "bohemain rapsody".
import { foldWords } from '@moodtape/core';
import type { SongRef } from './song-ref';
import type { SongQuery } from './song-matcher';

const LEADING_FILLER =
  /^(?:(?:please|pls|can you|could you|would you|i want|i would like|id like|i'd like|add|play|put on|queue|include|give me|also|and|maybe|some|something|anything|a song|song|the song|track|the track|by|from)\b[\s,:]*)+/i;
const TRAILING_FILLER =
  /(?:\s*\b(?:please|pls|thanks|thank you|too|as well|song|track)\b[\s.!]*)+$/i;
const QUOTES = /^["'“”‘’«»]+|["'“”‘’«»]+$/g;
const SEPARATORS = [' by ', ' - ', ' — ', ' – ', ' -- '];

export function cleanRequest(request: string): string {
  const trimmed = request.trim().replace(/\s+/g, ' ');
  const cleaned = trimmed
    .replace(LEADING_FILLER, '')
    .replace(TRAILING_FILLER, '')
    .replace(QUOTES, '')
    .trim();
  return cleaned === '' ? trimmed.replace(QUOTES, '').trim() : cleaned;
}

// The request as written, split at " by " (the last one: "Stand by Me by Ben E. King") or
// at a dash.
export function splitRequest(text: string): SongRef | undefined {
  const lower = text.toLowerCase();
  for (const separator of SEPARATORS) {
    const at = separator === ' by ' ? lower.lastIndexOf(separator) : lower.indexOf(separator);
    if (at <= 0) continue;
    const title = text.slice(0, at).replace(QUOTES, '').trim();
    const artist = text
      .slice(at + separator.length)
      .replace(QUOTES, '')
      .trim();
    if (title !== '' && artist !== '') return { title, artist };
  }
  return undefined;
}

export function requestQuery(text: string): SongQuery {
  const split = splitRequest(text);
  const query: SongQuery = { whole: foldWords(text) };
  if (!split) return query;
  return {
    ...query,
    title: foldWords(split.title),
    artist: foldWords(split.artist),
  };
}

// What to answer when the catalog has nothing close: the request itself, read as a song.
export function requestAsSong(text: string): SongRef {
  return splitRequest(text) ?? { title: text, artist: '' };
}
