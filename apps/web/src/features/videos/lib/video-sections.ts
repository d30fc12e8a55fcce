// The four video sections (spec 2) and the query group each one searches with (spec 3).
import type { VideoGroup, VideoQueries, VideoQueryCategory } from '@moodtape/core';

export type VideoSectionInfo = { group: VideoGroup; title: string; category: VideoQueryCategory };

export const VIDEO_SECTIONS: readonly VideoSectionInfo[] = [
  { group: 'music', title: 'Related Music Videos', category: 'musicQueries' },
  { group: 'ambient', title: 'Matching Vibes', category: 'ambientQueries' },
  { group: 'general', title: 'Related Content', category: 'generalQueries' },
  { group: 'shorts', title: 'Related Shorts', category: 'shortsQueries' },
];

export type GroupQueries = Record<VideoGroup, string[]>;

export function groupQueries(queries: VideoQueries, clean: (list: string[]) => string[]) {
  return Object.fromEntries(
    VIDEO_SECTIONS.map(({ group, category }) => [group, clean(queries[category])]),
  ) as GroupQueries;
}

// Back to the saved shape (spec 3 youtube_data.queries).
export function toVideoQueries(byGroup: GroupQueries, gradient: string): VideoQueries {
  const entries = VIDEO_SECTIONS.map(({ group, category }) => [category, byGroup[group]]);
  return { ...(Object.fromEntries(entries) as Omit<VideoQueries, 'gradient'>), gradient };
}
