// Loads a page of one video section into the videos state (spec 9 Video fetch; spec 2
// Discover More and Section settings). Requests are numbered, so a section keeps only the
// answer to its newest one, and the state drops answers of a superseded run.
import type { VideoGroup } from '@moodtape/core';
import { searchVideos } from '../api/search-videos';
import type { VideosAction } from '../state/videos-reducer';
import { type Random, loadSectionVideos } from './load-videos';

export type SectionLoad = {
  run: number;
  signal: AbortSignal;
  group: VideoGroup;
  queries: string[];
  page: number;
  // Discover More adds to what the section shows; anything else replaces it.
  append: boolean;
};

export function createSectionLoader(deps: {
  dispatch: (action: VideosAction) => void;
  random: Random;
}) {
  let requests = 0;
  return async function loadSection({ run, signal, group, queries, page, append }: SectionLoad) {
    const request = (requests += 1);
    const replace = !append && page === 1 ? queries : undefined;
    deps.dispatch({ type: 'section-requested', run, group, request, append, queries: replace });
    const videos = await loadSectionVideos({
      group,
      queries,
      page,
      random: deps.random,
      search: searchVideos,
      signal,
    });
    deps.dispatch({ type: 'section-loaded', run, group, request, page, videos, append });
  };
}
