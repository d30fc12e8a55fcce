// Loading one video section (spec 9 Video fetch): the section's queries in ONE request with
// the per-query count (the server runs one platform search for them, docs/decisions/014); a
// failed search is logged and yields an empty list (spec 8); results are de-duplicated by
// id (spec 5) and shuffled (spec 9), with injected randomness.
import {
  type Video,
  type VideoGroup,
  type VideoSearchQuery,
  isShort,
  perQueryVideoCount,
} from '@moodtape/core';

export type Random = () => number;
export type SearchVideos = (query: VideoSearchQuery, signal?: AbortSignal) => Promise<Video[]>;

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

// Videos not among `existing` (by id), each id once; ones without id or thumbnail skipped.
export function newUniqueVideos(incoming: readonly Video[], existing: readonly Video[] = []) {
  const seen = new Set(existing.map((video) => video.id));
  return incoming.filter((video) => {
    if (!video.id || !video.thumbnail || seen.has(video.id)) return false;
    seen.add(video.id);
    return true;
  });
}

// spec 9: shorts are under 60 s. The server already filters; a video known to be longer
// is still dropped here, one of unknown length is kept.
function fitsGroup(video: Video, group: VideoGroup): boolean {
  return group !== 'shorts' || video.duration === null || isShort(video.duration);
}

type Load = {
  group: VideoGroup;
  queries: readonly string[];
  page: number;
  random: Random;
  search: SearchVideos;
  signal?: AbortSignal;
};

export async function loadSectionVideos({ group, queries, page, random, search, signal }: Load) {
  if (queries.length === 0) return [];
  const maxResults = perQueryVideoCount(queries.length);
  const found = await search({ q: [...queries], maxResults, type: group, page }, signal).catch(
    (error: unknown) => {
      if (!signal?.aborted) console.warn(`Video search failed for ${group}:`, queries, error);
      return [] as Video[];
    },
  );
  const videos = found.filter((video) => fitsGroup(video, group));
  return shuffle(newUniqueVideos(videos), random);
}
