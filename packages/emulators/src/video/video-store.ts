// What one registration of a video emulator remembers, in memory: the videos its searches
// have shown (so that videos.list, thumbnails and the embed player know them), its fault
// switches and its request counts. Made inside the plugin, so registrations share nothing.
import { type FaultRegistry, createFaultRegistry } from '../faults';
import { type CatalogVideo, catalogFor } from './catalog';

// Enough for thousands of searches; the oldest are forgotten first.
const MAX_KNOWN_VIDEOS = 50_000;

export type VideoStore<Name extends string> = ReturnType<typeof createVideoStore<Name>>;

export function createVideoStore<Name extends string>(names: readonly Name[], now: () => number) {
  const faults: FaultRegistry<Name> = createFaultRegistry(names);
  const known = new Map<string, CatalogVideo>();
  const zero = () =>
    Object.fromEntries(names.map((name) => [`${name}Requests`, 0])) as Record<
      `${Name}Requests`,
      number
    >;
  let counts = zero();

  return {
    now,
    faults,
    /**
     * The catalogue's videos for a query, in relevance order. Alternatives joined with the
     * OR operator `|` each find their videos, taken in turns, so that every alternative
     * is among the first results.
     */
    search(query: string): CatalogVideo[] {
      const videos = orSearch(query, now());
      for (const video of videos) {
        known.delete(video.id);
        known.set(video.id, video);
      }
      while (known.size > MAX_KNOWN_VIDEOS) {
        const oldest = known.keys().next().value;
        if (oldest === undefined) break;
        known.delete(oldest);
      }
      return videos;
    },
    find: (id: string): CatalogVideo | undefined => known.get(id),
    count(name: Name) {
      const key = `${name}Requests` as const;
      counts = { ...counts, [key]: counts[key] + 1 };
    },
    stats: () => ({ ...counts }),
    /** Clears faults and counts; videos stay known, as uploads stay on the platform. */
    reset() {
      faults.clear();
      counts = zero();
    },
  };
}

function orSearch(query: string, now: number): CatalogVideo[] {
  const alternatives = query
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (alternatives.length <= 1) return catalogFor(alternatives[0] ?? query, now);
  const lists = alternatives.map((part) => catalogFor(part, now));
  const out: CatalogVideo[] = [];
  const seen = new Set<string>();
  const longest = Math.max(...lists.map((list) => list.length));
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const video = list[index];
      if (video && !seen.has(video.id)) {
        seen.add(video.id);
        out.push(video);
      }
    }
  }
  return out;
}
