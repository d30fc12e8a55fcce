// Spotify's search query syntax, the part that applies to tracks: `track:` and `artist:`
// field filters (a value is quoted, or runs to the next filter) and free words. Other
// filters (album:, year:, ...) are accepted and ignored. A `track:` or `artist:` value with an
// apostrophe ("track:Don't Stop") finds nothing, as people report from Spotify's search:
// clients have to try again without the filter.
import { foldWords } from '@moodtape/core';

// Words that only join names ("Simon & Garfunkel", "feat. Guest"): Spotify's search drops
// them, on both the query's side and the track's.
const JOINERS = new Set(['and', 'feat', 'ft', 'featuring', 'with', 'x']);

/** Words for matching, the way Spotify's search forgives: folded, without joining words. */
export function searchWords(text: string): string[] {
  return foldWords(text).filter((word) => !JOINERS.has(word));
}

export interface TrackQuery {
  track: string[];
  artist: string[];
  free: string[];
  /** A filter Spotify cannot match (an apostrophe in a track: or artist: value). */
  unmatchable: boolean;
}

const APOSTROPHE = /['\u2019]/;

const FIELDS = 'track|artist|album|year|genre|isrc|upc|tag';
const FILTER = new RegExp(`\\b(${FIELDS}):(?:"([^"]*)"|(.*?)(?=\\s+(?:${FIELDS}):|$))`, 'gi');

export function parseTrackQuery(q: string): TrackQuery {
  const query: TrackQuery = { track: [], artist: [], free: [], unmatchable: false };
  const rest = q.replace(FILTER, (_match, field: string, quoted?: string, bare?: string) => {
    const value = quoted ?? bare ?? '';
    const name = field.toLowerCase();
    if ((name === 'track' || name === 'artist') && APOSTROPHE.test(value)) {
      query.unmatchable = true;
    }
    if (name === 'track') query.track.push(...searchWords(value));
    else if (name === 'artist') query.artist.push(...searchWords(value));
    return ' ';
  });
  query.free = searchWords(rest);
  return query;
}
