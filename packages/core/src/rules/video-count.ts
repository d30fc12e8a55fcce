// How many videos to fetch and which count as shorts (spec 9 Video fetch, Shorts).

// spec 9: 6 videos per query for the initial load and for each Discover More.
export const VIDEOS_PER_LOAD = 6;
// spec 9: shorts are videos under 60 seconds.
export const SHORTS_MAX_SECONDS = 60;

// spec 9: per-query count is max(1, floor(6 / ceil(queryCount / 2))); no queries, no videos.
export function perQueryVideoCount(queryCount: number): number {
  if (!(queryCount > 0)) return 0;
  return Math.max(1, Math.floor(VIDEOS_PER_LOAD / Math.ceil(queryCount / 2)));
}

// spec 9: strictly under 60 seconds. A length of 0 is what the video platform reports for live
// streams, and an unknown length proves nothing, so neither is a short.
export function isShort(seconds: number | null | undefined): boolean {
  return seconds != null && seconds > 0 && seconds < SHORTS_MAX_SECONDS;
}
