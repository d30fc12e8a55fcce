// The videos on the page in the shape a vibe keeps them (spec 3 youtube_data): the four query
// lists with the gradient, and the videos each section shows, so loading the vibe shows them
// again without asking the AI.
import {
  VIBE_MAX_QUERIES_PER_GROUP,
  VIBE_MAX_VIDEOS_PER_GROUP,
  VIDEO_GROUPS,
  type Video,
  type VideoGroup,
  type YoutubeData,
} from '@moodtape/core';
import { usableVideo } from '../api/search-videos';
import type { VideosState } from '../state/videos-reducer';
import { newUniqueVideos } from './load-videos';
import { uniqueQueries } from './queries';
import { type GroupQueries, VIDEO_SECTIONS, groupQueries, toVideoQueries } from './video-sections';

export function savedYoutubeData(state: VideosState, gradient: string | null): YoutubeData | null {
  if (state.status !== 'ready') return null;
  const queries = Object.fromEntries(
    VIDEO_GROUPS.map((group) => [
      group,
      state.sections[group].queries.slice(0, VIBE_MAX_QUERIES_PER_GROUP),
    ]),
  ) as Record<VideoGroup, string[]>;
  const videos: Partial<Record<VideoGroup, Video[]>> = {};
  // A section still loading has nothing settled to keep; the vibe searches it again later.
  for (const group of VIDEO_GROUPS) {
    if (state.sections[group].status === 'ready') {
      // The server keeps at most this many a section; the first ones are the ones shown first.
      videos[group] = state.sections[group].videos.slice(0, VIBE_MAX_VIDEOS_PER_GROUP);
    }
  }
  // A saved gradient must be one our code can rebuild, or empty (core's vibe schema).
  return { queries: toVideoQueries(queries, gradient ?? ''), videos };
}

// A vibe's videos shown again (spec 4 Vibe): its queries by section, and the videos of each
// section it kept, checked as search answers are; a section kept without videos is searched
// again by whoever shows it.
export function restoredVideos(data: YoutubeData): {
  queries: GroupQueries;
  videos: Partial<Record<VideoGroup, Video[]>>;
} {
  const videos: Partial<Record<VideoGroup, Video[]>> = {};
  for (const { group } of VIDEO_SECTIONS) {
    const saved = data.videos?.[group];
    if (saved) videos[group] = newUniqueVideos(saved.flatMap((v) => usableVideo(v) ?? []));
  }
  return { queries: groupQueries(data.queries, uniqueQueries), videos };
}
