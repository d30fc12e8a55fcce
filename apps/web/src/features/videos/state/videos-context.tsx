// The video sections' data and what can be done with it (spec 4 Generation: queries from
// the AI, then the four groups in parallel; spec 2: Discover More and Section settings).
import {
  type AroundTheMusicRequest,
  MESSAGES,
  type Video,
  type VideoGroup,
  type VideoQueries,
  type YoutubeData,
} from '@moodtape/core';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { errorReason } from '../../../shared/lib/error-reason';
import { useMessages } from '../../../shared/lib/messages';
import { generateVideoQueries } from '../api/generate-video-queries';
import { searchVideos, usableVideo } from '../api/search-videos';
import { type Random, loadSectionVideos, newUniqueVideos } from '../lib/load-videos';
import { uniqueQueries } from '../lib/queries';
import { VIDEO_SECTIONS, groupQueries } from '../lib/video-sections';
import { type VideosState, initialVideosState, videosReducer } from './videos-reducer';

export type VideosApi = {
  state: VideosState;
  // Resolves with the queries, or null when they failed (the message is shown) or a newer
  // load superseded them.
  generate: (request: AroundTheMusicRequest) => Promise<VideoQueries | null>;
  // A saved vibe's queries and videos, shown again without asking the AI.
  restore: (data: YoutubeData) => void;
  reset: () => void;
  discoverMore: (group: VideoGroup) => void;
  setQueries: (group: VideoGroup, queries: string[]) => void;
};

type Run = { run: number; signal: AbortSignal };

const VideosContext = createContext<VideosApi | null>(null);

export function VideosProvider({ children, random }: { children: ReactNode; random: Random }) {
  const [state, dispatch] = useReducer(videosReducer, initialVideosState);
  const { showMessage } = useMessages();
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const current = useRef<Run & { controller: AbortController }>(null);
  const requests = useRef(0);
  useEffect(() => () => current.current?.controller.abort(), []);

  const begin = useCallback((): Run => {
    current.current?.controller.abort();
    const controller = new AbortController();
    const run = (current.current?.run ?? 0) + 1;
    current.current = { run, signal: controller.signal, controller };
    return { run, signal: controller.signal };
  }, []);

  const load = useCallback(
    async (at: Run, group: VideoGroup, queries: string[], page: number, append: boolean) => {
      const request = (requests.current += 1);
      const replace = !append && page === 1 ? queries : undefined;
      dispatch({
        type: 'section-requested',
        run: at.run,
        group,
        request,
        append,
        queries: replace,
      });
      const videos = await loadSectionVideos({
        group,
        queries,
        page,
        random,
        search: searchVideos,
        signal: at.signal,
      });
      dispatch({ type: 'section-loaded', run: at.run, group, request, page, videos, append });
    },
    [random],
  );

  const generate = useCallback(
    async (request: AroundTheMusicRequest) => {
      const at = begin();
      dispatch({ type: 'queries-requested', run: at.run });
      let queries: VideoQueries;
      try {
        queries = await generateVideoQueries(request, at.signal);
      } catch (error) {
        if (current.current?.run !== at.run) return null;
        dispatch({ type: 'queries-failed', run: at.run });
        showMessage(MESSAGES.failedToLoadVideos(errorReason(error)));
        return null;
      }
      if (current.current?.run !== at.run) return null;
      const byGroup = groupQueries(queries, uniqueQueries);
      dispatch({ type: 'queries-ready', run: at.run, queries: byGroup, videos: {} });
      for (const { group } of VIDEO_SECTIONS) void load(at, group, byGroup[group], 1, false);
      return queries;
    },
    [begin, load, showMessage],
  );

  const restore = useCallback(
    (data: YoutubeData) => {
      const at = begin();
      const byGroup = groupQueries(data.queries, uniqueQueries);
      const videos: Partial<Record<VideoGroup, Video[]>> = {};
      for (const { group } of VIDEO_SECTIONS) {
        const saved = data.videos?.[group];
        if (saved) videos[group] = newUniqueVideos(saved.flatMap((v) => usableVideo(v) ?? []));
      }
      dispatch({ type: 'reset', run: at.run });
      dispatch({ type: 'queries-ready', run: at.run, queries: byGroup, videos });
      // A vibe saved with queries only: its videos are searched again (no AI call).
      for (const { group } of VIDEO_SECTIONS) {
        if (!videos[group]) void load(at, group, byGroup[group], 1, false);
      }
    },
    [begin, load],
  );

  const reset = useCallback(() => dispatch({ type: 'reset', run: begin().run }), [begin]);

  const discoverMore = useCallback(
    (group: VideoGroup) => {
      const section = latest.current.sections[group];
      const at = current.current;
      if (!at || section.status !== 'ready' || section.loadingMore) return;
      void load(at, group, section.queries, section.page + 1, true);
    },
    [load],
  );

  const setQueries = useCallback(
    (group: VideoGroup, queries: string[]) => {
      const at = current.current;
      if (at) void load(at, group, uniqueQueries(queries), 1, false);
    },
    [load],
  );

  const value = useMemo<VideosApi>(
    () => ({ state, generate, restore, reset, discoverMore, setQueries }),
    [state, generate, restore, reset, discoverMore, setQueries],
  );
  return <VideosContext.Provider value={value}>{children}</VideosContext.Provider>;
}

export function useVideos(): VideosApi {
  const value = useContext(VideosContext);
  if (!value) throw new Error('useVideos needs a VideosProvider');
  return value;
}
