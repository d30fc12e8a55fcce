// Which tracks a query finds, best first. Every word of a filter must appear in that field
// (free words in the title or an artist); exact title and artist come first, then the more
// popular recording, as Spotify ranks.
import type { TrackQuery } from './search-query';
import { EMULATED_TRACKS, type EmulatedTrack } from './track-catalog';

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i]);

function matches(track: EmulatedTrack, query: TrackQuery): boolean {
  const title = new Set(track.titleWords);
  const artists = new Set(track.artistWords.flat());
  return (
    query.track.every((word) => title.has(word)) &&
    query.artist.every((word) => artists.has(word)) &&
    query.free.every((word) => title.has(word) || artists.has(word))
  );
}

// 0 is an exact title and artist; a wrong title costs more than a missing artist.
function tier(track: EmulatedTrack, query: TrackQuery): number {
  const free = new Set(query.free);
  const exactTitle =
    query.track.length > 0
      ? sameWords(track.baseTitleWords, query.track) || sameWords(track.titleWords, query.track)
      : track.baseTitleWords.every((word) => free.has(word));
  // The query may name the main artist alone or every artist of the track.
  const exactArtist =
    query.artist.length > 0
      ? track.artistWords.some((artist) => sameWords(artist, query.artist)) ||
        sameWords(track.artistWords.flat(), query.artist)
      : track.artistWords.some((artist) => artist.length > 0 && artist.every((w) => free.has(w)));
  return (exactTitle ? 0 : 2) + (exactArtist ? 0 : 1);
}

export function searchTracks(query: TrackQuery): EmulatedTrack[] {
  if (query.unmatchable) return [];
  if (query.track.length + query.artist.length + query.free.length === 0) return [];
  return EMULATED_TRACKS.filter((track) => matches(track, query))
    .map((track, order) => ({ track, order, tier: tier(track, query) }))
    .sort((a, b) => a.tier - b.tier || a.track.rank - b.track.rank || a.order - b.order)
    .map(({ track }) => track);
}
