// Spotify's search query syntax, the part that applies to tracks: `track:` and `artist:`
// field filters (a value is quoted, or runs to the next filter) and free words. Other
// filters (album:, year:, ...) are accepted and ignored.
import { foldWords } from './fold-words';

export interface TrackQuery {
  track: string[];
  artist: string[];
  free: string[];
}

const FIELDS = 'track|artist|album|year|genre|isrc|upc|tag';
const FILTER = new RegExp(`\\b(${FIELDS}):(?:"([^"]*)"|(.*?)(?=\\s+(?:${FIELDS}):|$))`, 'gi');

export function parseTrackQuery(q: string): TrackQuery {
  const query: TrackQuery = { track: [], artist: [], free: [] };
  const rest = q.replace(FILTER, (_match, field: string, quoted?: string, bare?: string) => {
    const value = quoted ?? bare ?? '';
    const name = field.toLowerCase();
    if (name === 'track') query.track.push(...foldWords(value));
    else if (name === 'artist') query.artist.push(...foldWords(value));
    return ' ';
  });
  query.free = foldWords(rest);
  return query;
}
