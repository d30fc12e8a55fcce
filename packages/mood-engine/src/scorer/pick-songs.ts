// Turns scores into a list: best first, no song twice (nor two versions of one title), no
// song the list already has, and at most two songs per artist unless the prompt asked for
// that artist (spec: a varied playlist).
import type { CatalogSong } from '../catalog/types';
import type { SongIndex } from './song-index';

export const SONGS_PER_ARTIST = 2;

export interface PickOptions {
  count: number;
  // songKey()s of songs that must not be picked.
  exclude?: ReadonlySet<string>;
  // Per-artist limits replacing SONGS_PER_ARTIST, keyed by artistKey().
  artistLimits?: ReadonlyMap<string, number>;
  // Only songs passing this filter (e.g. one artist's songs).
  only?: (position: number) => boolean;
}

export function pickSongs(
  index: SongIndex,
  scores: Float64Array,
  options: PickOptions,
): CatalogSong[] {
  const order = rank(scores);
  const picked: number[] = [];
  const titles = new Set<string>();
  const perArtist = new Map<string, number>();
  const consider = (respectArtistLimits: boolean): void => {
    for (const i of order) {
      if (picked.length >= options.count) return;
      const title = index.titleKeys[i] ?? '';
      const artist = index.artistKeys[i] ?? '';
      if (titles.has(title) || options.exclude?.has(index.songKeys[i] ?? '')) continue;
      if (options.only && !options.only(i)) continue;
      const limit = options.artistLimits?.get(artist) ?? SONGS_PER_ARTIST;
      if (respectArtistLimits && (perArtist.get(artist) ?? 0) >= limit) continue;
      picked.push(i);
      titles.add(title);
      perArtist.set(artist, (perArtist.get(artist) ?? 0) + 1);
    }
  };
  consider(true);
  // A catalog too small for the limits still fills the list.
  if (picked.length < options.count) consider(false);
  return picked.flatMap((i) => index.songs[i] ?? []);
}

// Highest score first; equal scores in catalog order, so ranking never depends on the sort.
function rank(scores: Float64Array): number[] {
  const order = Array.from(scores, (_, i) => i);
  order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  return order;
}
