// The emulator's switches and counts, made inside the plugin so two registrations share
// nothing. The catalogue itself never changes, so it lives in catalog.ts, not here.
import { type FaultRegistry, createFaultRegistry } from '../faults';

export const MOVIEDB_FAULT_NAMES = ['search', 'images'] as const;
export type MovieDbFaultName = (typeof MOVIEDB_FAULT_NAMES)[number];

export type MovieDbStats = { searchRequests: number; imageRequests: number };

export type MovieDbStore = ReturnType<typeof createMovieDbStore>;

export function createMovieDbStore() {
  const faults: FaultRegistry<MovieDbFaultName> = createFaultRegistry(MOVIEDB_FAULT_NAMES);
  let stats: MovieDbStats = { searchRequests: 0, imageRequests: 0 };

  return {
    faults,
    // Counted on arrival, faulted answers included: tests check how often a client asked.
    countSearch() {
      stats = { ...stats, searchRequests: stats.searchRequests + 1 };
    },
    countImage() {
      stats = { ...stats, imageRequests: stats.imageRequests + 1 };
    },
    stats: (): MovieDbStats => ({ ...stats }),
    state: () => ({ faults: faults.snapshot() }),
    reset() {
      faults.clear();
      stats = { searchRequests: 0, imageRequests: 0 };
    },
  };
}
