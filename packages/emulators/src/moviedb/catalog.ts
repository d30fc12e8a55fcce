// The emulator's movies and shows: the mood engine's curated MOVIES and TV_SHOWS, which are
// what Moodtape suggests and then looks up, plus decoys (decoys.ts). Built once; nothing
// changes it at run time.
import { MOVIES, TV_SHOWS } from '@moodtape/mood-engine';
import { buildDecoys } from './decoys';
import { type ScreenKind, type ScreenSeed, type TitleRecord, buildRecord, seedId } from './records';

export type MovieDbCatalog = {
  movies: readonly TitleRecord[];
  shows: readonly TitleRecord[];
  /** By poster file name without its leading slash, e.g. "pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.svg". */
  posters: ReadonlyMap<string, TitleRecord>;
};

export function buildCatalog(curated: Record<ScreenKind, readonly ScreenSeed[]>): MovieDbCatalog {
  const records: Record<ScreenKind, TitleRecord[]> = { movie: [], tv: [] };
  const ids: Record<ScreenKind, Set<number>> = { movie: new Set(), tv: new Set() };
  const add = (kind: ScreenKind, seed: ScreenSeed, origin: TitleRecord['origin']) => {
    // Two titles whose hashes meet: the later one takes the next free id.
    let id = seedId(seed);
    while (ids[kind].has(id)) id += 1;
    ids[kind].add(id);
    records[kind].push(buildRecord(kind, seed, id, origin));
  };
  for (const kind of ['movie', 'tv'] as const) {
    for (const seed of curated[kind]) add(kind, seed, 'curated');
  }
  for (const decoy of buildDecoys(curated)) add(decoy.kind, decoy.seed, decoy.origin);

  const posters = new Map<string, TitleRecord>();
  for (const record of [...records.movie, ...records.tv]) {
    if (record.posterPath) posters.set(record.posterPath.slice(1), record);
  }
  return { movies: records.movie, shows: records.tv, posters };
}

export const MOVIEDB_CATALOG: MovieDbCatalog = buildCatalog({ movie: MOVIES, tv: TV_SHOWS });
