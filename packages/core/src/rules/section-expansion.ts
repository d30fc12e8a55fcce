// Show More / Show Less for the video and suggestion sections (spec 4 Section expansion,
// spec 9 Collapsed counts).

// spec 9: video sections 2 (shorts 4); movies 3; TV shows 3; activities 4; creators 2.
export const COLLAPSED_COUNTS = {
  music: 2,
  ambient: 2,
  general: 2,
  shorts: 4,
  movies: 3,
  tvShows: 3,
  activities: 4,
  creators: 2,
} as const;
export type SectionKey = keyof typeof COLLAPSED_COUNTS;

// spec 9: Show More appears only when the total exceeds the collapsed count.
export function hasShowMore(section: SectionKey, total: number): boolean {
  return total > COLLAPSED_COUNTS[section];
}

// spec 4: collapsed shows the limited count; expanded shows everything.
export function visibleItems<T>(
  items: readonly T[],
  section: SectionKey,
  expanded: boolean,
): readonly T[] {
  return expanded ? items : items.slice(0, COLLAPSED_COUNTS[section]);
}
