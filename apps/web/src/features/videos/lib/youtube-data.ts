// The videos on the page in the shape a vibe keeps them (spec 3 youtube_data): the four query
// lists with the gradient, and the videos each section shows, so loading the vibe shows them
// again without asking the AI.
import { VIDEO_GROUPS, type Video, type VideoGroup, type YoutubeData } from '@moodtape/core';
import type { VideosState } from '../state/videos-reducer';
import { toVideoQueries } from './video-sections';

export function savedYoutubeData(state: VideosState, gradient: string | null): YoutubeData | null {
  if (state.status !== 'ready') return null;
  const queries = Object.fromEntries(
    VIDEO_GROUPS.map((group) => [group, state.sections[group].queries]),
  ) as Record<VideoGroup, string[]>;
  const videos: Partial<Record<VideoGroup, Video[]>> = {};
  // A section still loading has nothing settled to keep; the vibe searches it again later.
  for (const group of VIDEO_GROUPS) {
    if (state.sections[group].status === 'ready') videos[group] = state.sections[group].videos;
  }
  // A saved gradient must be one our code can rebuild, or empty (core's vibe schema).
  return { queries: toVideoQueries(queries, gradient ?? ''), videos };
}
