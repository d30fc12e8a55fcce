// The video sections on the page (spec 2, spec 4 Generation). `run` counts loads of a whole
// set (a generation, a restored vibe, a reset) and each section counts its own requests, so
// an answer that arrives after something newer started is dropped.
import { VIDEO_GROUPS, type Video, type VideoGroup } from '@moodtape/core';
import { newUniqueVideos } from '../lib/load-videos';
import type { GroupQueries } from '../lib/video-sections';

export type VideoSectionState = {
  queries: string[];
  videos: Video[];
  // The last page loaded (spec 9: Discover More loads the next page, counted per section).
  page: number;
  status: 'loading' | 'ready';
  loadingMore: boolean;
  // How many videos the last Discover More added (null before one).
  lastAdded: number | null;
  request: number;
};

export type VideosState = {
  run: number;
  status: 'idle' | 'queries' | 'ready' | 'failed';
  sections: Record<VideoGroup, VideoSectionState>;
};

export type VideosAction =
  | { type: 'reset'; run: number }
  | { type: 'queries-requested'; run: number }
  | { type: 'queries-failed'; run: number }
  // Queries are known; groups with `videos` show them at once (a restored vibe, or the
  // page before a reload, whose sections went on to `pages`).
  | {
      type: 'queries-ready';
      run: number;
      queries: GroupQueries;
      videos: Partial<Record<VideoGroup, Video[]>>;
      pages?: Partial<Record<VideoGroup, number>>;
    }
  // A section starts loading: new queries (settings) start again from page 1.
  | {
      type: 'section-requested';
      run: number;
      group: VideoGroup;
      request: number;
      append: boolean;
      queries?: string[];
    }
  | {
      type: 'section-loaded';
      run: number;
      group: VideoGroup;
      request: number;
      page: number;
      videos: Video[];
      append: boolean;
    };

const emptySection = (queries: string[] = []): VideoSectionState => ({
  queries,
  videos: [],
  page: 0,
  status: 'loading',
  loadingMore: false,
  lastAdded: null,
  request: 0,
});

const emptySections = () =>
  Object.fromEntries(VIDEO_GROUPS.map((g) => [g, emptySection()])) as VideosState['sections'];

export const initialVideosState: VideosState = {
  run: 0,
  status: 'idle',
  sections: emptySections(),
};

export function videosReducer(state: VideosState, action: VideosAction): VideosState {
  switch (action.type) {
    case 'reset':
      return { run: action.run, status: 'idle', sections: emptySections() };
    case 'queries-requested':
      return { run: action.run, status: 'queries', sections: emptySections() };
    case 'queries-failed':
      return action.run === state.run ? { ...state, status: 'failed' } : state;
    case 'queries-ready': {
      if (action.run !== state.run) return state;
      const sections = emptySections();
      for (const group of VIDEO_GROUPS) {
        const saved = action.videos[group];
        sections[group] = saved
          ? {
              ...emptySection(action.queries[group]),
              videos: saved,
              page: action.pages?.[group] ?? 1,
              status: 'ready',
            }
          : emptySection(action.queries[group]);
      }
      return { ...state, status: 'ready', sections };
    }
    case 'section-requested':
      if (action.run !== state.run) return state;
      return withSection(state, action.group, (section) =>
        action.queries
          ? { ...emptySection(action.queries), request: action.request }
          : action.append
            ? { ...section, loadingMore: true, request: action.request }
            : { ...section, status: 'loading', request: action.request },
      );
    case 'section-loaded':
      if (action.run !== state.run) return state;
      return withSection(state, action.group, (section) => {
        if (section.request !== action.request) return section;
        const added = newUniqueVideos(action.videos, action.append ? section.videos : []);
        return {
          ...section,
          videos: action.append ? [...section.videos, ...added] : added,
          page: action.page,
          status: 'ready',
          loadingMore: false,
          lastAdded: action.append ? added.length : null,
        };
      });
  }
}

function withSection(
  state: VideosState,
  group: VideoGroup,
  change: (section: VideoSectionState) => VideoSectionState,
): VideosState {
  return { ...state, sections: { ...state.sections, [group]: change(state.sections[group]) } };
}
