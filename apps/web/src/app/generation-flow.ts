// What happens after Generate (spec 4 Generation; ARCHITECTURE "Main flows"), top to bottom:
//
//   1. abort the last run;
//   2. reset the playlist, the loaded vibe, the videos and their queries, the suggestions and
//      the theme;
//   3. stream the playlist: each song as the AI writes it, each track as Spotify finds it,
//      while the photo uploads;
//   4. the video queries and the gradient;
//   5. the four video groups, in parallel;
//   6. the suggestions;
//   7. their pictures.
//
// `showVibe` puts a saved vibe on the page with all it kept, with no AI call; `restore` brings
// back the playlist of the last visit. A run's answers are dropped once another run begins.
import {
  type AroundTheMusicRequest,
  MESSAGES,
  type Track,
  VIBE_MAX_VIDEOS_PER_GROUP,
  type Vibe,
  type Video,
  type VideoGroup,
  formatSongList,
} from '@moodtape/core';
import type { PreparedPhoto } from '../features/generate/lib/compress-image';
import { type GenerationRoute, streamGeneration } from '../features/playlist/api/generation-stream';
import { uploadImage } from '../features/playlist/api/upload-image';
import {
  type StoredAround,
  loadAround,
  loadPlaylist,
  saveAround,
} from '../features/playlist/state/playlist-storage';
import type { AddOutcome } from '../features/playlist/state/add-outcome';
import type { PlaylistState } from '../features/playlist/state/playlist-reducer';
import { enrichSuggestions } from '../features/suggestions/api/enrich-suggestions';
import { fetchSuggestions } from '../features/suggestions/api/get-suggestions';
import type { SuggestionsAction } from '../features/suggestions/state/suggestions-state';
import { fetchVibe } from '../features/vibes/api/get-vibe';
import { vibeSuggestions } from '../features/vibes/lib/vibe-body';
import { generateVideoQueries } from '../features/videos/api/generate-video-queries';
import { usableVideo } from '../features/videos/api/search-videos';
import type { Random } from '../features/videos/lib/load-videos';
import { uniqueQueries } from '../features/videos/lib/queries';
import { createSectionLoader } from '../features/videos/lib/section-loader';
import {
  VIDEO_SECTIONS,
  groupQueries,
  toVideoQueries,
} from '../features/videos/lib/video-sections';
import { errorReason } from '../shared/lib/error-reason';
import type { PageState, PageStore } from './page-state';

type Run = { id: number; signal: AbortSignal };
type Messages = { show: (text: string) => void; clear: () => void };

export type GenerationFlow = ReturnType<typeof createGenerationFlow>;

export function createGenerationFlow(deps: {
  store: PageStore;
  messages: Messages;
  random: Random;
}) {
  const { store, messages } = deps;
  const { dispatch } = store;
  const page = () => store.getState();
  const loadSection = createSectionLoader({
    dispatch: (action) => dispatch({ type: 'videos', action }),
    random: deps.random,
  });
  let current: { run: Run; stop: AbortController } | null = null;
  // The playlist stream of the run (a generation, or songs added to it): adding more songs
  // replaces it, but leaves the videos and suggestions of the run alone.
  let stream: AbortController | null = null;
  let runs = 0;

  // 1. Whatever ran before stops, and what it still answers is dropped.
  function begin(): Run {
    current?.stop.abort();
    const stop = new AbortController();
    current = { run: { id: (runs += 1), signal: stop.signal }, stop };
    return current.run;
  }

  function beginStream(run: Run): AbortSignal {
    stream?.abort();
    const controller = new AbortController();
    run.signal.addEventListener('abort', () => controller.abort(), { once: true });
    stream = controller;
    return controller.signal;
  }

  // Resolves with the message of a generation that failed (also in the messages area), for
  // the form to say beside its button; null otherwise.
  async function generate(prompt: string, photo: PreparedPhoto | null): Promise<string | null> {
    const run = begin();
    messages.clear();
    // 2. spec 4: generation resets the loaded vibe, videos, queries and suggestions.
    dispatch({ type: 'generation-started', run: run.id, prompt });
    const { generation } = page().playlist;
    const upload = photo ? uploadPhoto(photo, run, generation) : null;
    // 3.
    const streaming = beginStream(run);
    let failure: string | null = null;
    const tracks = await streamSongs(
      streaming,
      generation,
      0,
      {
        path: '/api/generate-playlist',
        body: { prompt, selectedImage: photo?.dataUrl ?? null },
      },
      (message) => (failure = message),
    );
    if (tracks !== null && !tracks.some((track) => track.found)) {
      messages.show(MESSAGES.noPlayableSongs);
    }
    // The calls around the music look at the photo too, so they wait for its upload.
    await upload;
    if (streaming.aborted) return null;
    if (page().playlist.status === 'ready') await aroundTheMusic(run, { suggest: true });
    return failure;
  }

  // 4 to 7: what the page shows around a playlist.
  async function aroundTheMusic(run: Run, options: { suggest: boolean }) {
    const request = aroundTheMusicRequest(page().playlist);
    dispatch({ type: 'videos', action: { type: 'queries-requested', run: run.id } });
    try {
      // 4.
      const queries = await generateVideoQueries(request, run.signal);
      if (run.signal.aborted) return;
      const byGroup = groupQueries(queries, uniqueQueries);
      dispatch({
        type: 'videos',
        action: { type: 'queries-ready', run: run.id, queries: byGroup, videos: {} },
      });
      dispatch({ type: 'theme', action: { type: 'gradient', gradient: queries.gradient } });
      // 5. Not awaited: the suggestions load meanwhile.
      for (const { group } of VIDEO_SECTIONS) {
        void loadSection({ ...at(run), group, queries: byGroup[group], page: 1, append: false });
      }
    } catch (error) {
      if (run.signal.aborted) return;
      dispatch({ type: 'videos', action: { type: 'queries-failed', run: run.id } });
      messages.show(MESSAGES.failedToLoadVideos(errorReason(error)));
    }
    // 6 and 7. spec 4: the suggestion sections load after the video queries, failed or not.
    if (options.suggest) await suggest(request, run);
  }

  async function suggest(request: AroundTheMusicRequest, run: Run) {
    const to = (action: SuggestionsAction) => dispatch({ type: 'suggestions', action });
    to({ type: 'loading' });
    let plain;
    try {
      plain = await fetchSuggestions(request, run.signal);
    } catch (error) {
      if (run.signal.aborted) return;
      to({ type: 'failed' });
      messages.show(MESSAGES.failedToLoadSuggestions(errorReason(error)));
      return;
    }
    if (run.signal.aborted) return;
    to({ type: 'ready', data: plain, enriching: true });
    try {
      const enriched = await enrichSuggestions(plain, run.signal);
      if (!run.signal.aborted) to({ type: 'ready', data: enriched, enriching: false });
    } catch (error) {
      if (run.signal.aborted) return;
      // spec 8: without their pictures, the suggestions are shown as they came.
      console.warn('Suggestion pictures could not be added; showing them without:', error);
      to({ type: 'ready', data: plain, enriching: false });
    }
  }

  // spec 4 Vibe: the vibe's playlist as a new one, and everything it kept around it.
  function showVibe(vibe: Vibe) {
    const run = begin();
    dispatch({ type: 'vibe-shown', run: run.id, vibe });
    void aroundSavedVibe(run, vibe);
  }

  // Kept videos show at once; a section kept without its videos is searched again with its
  // kept queries. Only a vibe saved before its videos were written asks the AI for them.
  async function aroundSavedVibe(run: Run, vibe: Vibe) {
    const kept = vibe.youtube_data;
    if (!kept) return aroundTheMusic(run, { suggest: vibeSuggestions(vibe) === null });
    for (const { group } of VIDEO_SECTIONS) {
      if (kept.videos?.[group]) continue;
      const { queries } = page().videos.sections[group];
      void loadSection({ ...at(run), group, queries, page: 1, append: false });
    }
  }

  // A reload shows the person's last playlist again; its vibe, if it was one, is asked for
  // again (spec 4 Vibe), and what surrounds the playlist comes back from it, or from what
  // the page kept of it (AMENDMENTS A5: no AI call, no video search), or else anew. From
  // then on what surrounds an unsaved playlist is kept for the next reload.
  async function restore(userId: string) {
    const { playlist } = page();
    const fresh = playlist.generation === 0 && playlist.rows.length === 0;
    const stored = fresh ? loadPlaylist(userId) : null;
    // Read before keeping starts: the page it replaces has nothing around it yet.
    const around = stored && !stored.vibeId ? loadAround(userId, stored) : null;
    keepAround(userId);
    if (!stored) return;
    const run = begin();
    dispatch({ type: 'playlist', action: { type: 'restored', ...stored } });
    if (around) return showAround(run, around);
    const { vibeId } = page().playlist;
    if (vibeId !== null) {
      try {
        const vibe = await fetchVibe(vibeId, run.signal);
        if (run.signal.aborted) return;
        dispatch({ type: 'vibe-restored', run: run.id, vibe });
        return aroundSavedVibe(run, vibe);
      } catch (error) {
        if (run.signal.aborted) return;
        messages.show(MESSAGES.failedToLoadVibe(errorReason(error)));
        dispatch({ type: 'vibe-unlinked' });
      }
    }
    await aroundTheMusic(run, { suggest: true });
  }

  // The page before the reload: queries, each section's videos at the page it reached, the
  // gradient and the suggestions. A section or suggestions it did not keep load as usual.
  function showAround(run: Run, around: StoredAround) {
    const queries = groupQueries(
      toVideoQueries(
        Object.fromEntries(
          VIDEO_SECTIONS.map(({ group }) => [group, around.queries[group]]),
        ) as Record<VideoGroup, string[]>,
        '',
      ),
      uniqueQueries,
    );
    const videos: Partial<Record<VideoGroup, Video[]>> = {};
    const pages: Partial<Record<VideoGroup, number>> = {};
    for (const { group } of VIDEO_SECTIONS) {
      const kept = around.sections[group];
      if (!kept) continue;
      videos[group] = kept.videos.flatMap((v) => usableVideo(v) ?? []);
      pages[group] = kept.page;
    }
    dispatch({ type: 'videos', action: { type: 'queries-requested', run: run.id } });
    dispatch({
      type: 'videos',
      action: { type: 'queries-ready', run: run.id, queries, videos, pages },
    });
    dispatch({ type: 'theme', action: { type: 'gradient', gradient: around.gradient } });
    for (const { group } of VIDEO_SECTIONS) {
      if (videos[group]) continue;
      void loadSection({ ...at(run), group, queries: queries[group], page: 1, append: false });
    }
    if (around.suggestions) {
      const data = around.suggestions;
      dispatch({ type: 'suggestions', action: { type: 'ready', data, enriching: false } });
    } else {
      void suggest(aroundTheMusicRequest(page().playlist), run);
    }
  }

  let stopKeeping: (() => void) | null = null;
  function keepAround(userId: string) {
    stopKeeping?.();
    stopKeeping = store.subscribe((state, previous) => {
      if (
        state.playlist === previous.playlist &&
        state.videos === previous.videos &&
        state.suggestions === previous.suggestions &&
        state.theme.gradient === previous.theme.gradient
      ) {
        return;
      }
      // Only what has settled is kept; a playlist being written keeps what it had.
      if (state.playlist.status !== 'ready' || state.playlist.adding !== null) return;
      saveAround(userId, state.playlist, settledAround(state));
    });
  }

  // Extend Playlist and Request Specific Song (spec 2): more songs for the same playlist.
  // Resolves with whether Spotify had at least one of the songs added, and otherwise the
  // message the messages area shows, so the control that asked can say it too.
  async function add(kind: 'extend' | 'specific', text = ''): Promise<AddOutcome> {
    if (!current) return { added: false, message: null };
    const signal = beginStream(current.run);
    const { generation, rows, added } = page().playlist;
    messages.clear();
    dispatch({ type: 'playlist', action: { type: 'adding-started', kind } });
    const currentSongs = formatSongList(
      rows.map((row) => ({
        title: row.track?.title ?? row.title,
        artist: row.track?.artist ?? row.artist,
      })),
    );
    let failure: string | null = null;
    const tracks = await streamSongs(
      signal,
      generation,
      added,
      kind === 'extend'
        ? { path: '/api/extend-playlist', body: { currentSongs } }
        : { path: '/api/add-specific-song', body: { currentSongs, specificSongInput: text } },
      (message) => (failure = message),
    );
    if (tracks === null) return { added: false, message: signal.aborted ? null : failure };
    if (tracks.some((track) => track.found)) return { added: true };
    const message = kind === 'extend' ? MESSAGES.noNewPlayableSongs : MESSAGES.songNotFound;
    messages.show(message);
    // spec 8: a requested song Spotify does not have is not kept.
    if (kind === 'specific') {
      tracks.forEach((_, i) =>
        dispatch({
          type: 'playlist',
          action: { type: 'row-removed', key: `${generation}-${added + i}` },
        }),
      );
    }
    return { added: false, message };
  }

  // Streams a generation route into the playlist, `base` being the key number of its first
  // song. Resolves with the tracks Spotify was asked for, or null when the stream failed
  // (its message is shown, and given to `onFailure`) or was superseded.
  async function streamSongs(
    signal: AbortSignal,
    generation: number,
    base: number,
    route: GenerationRoute,
    onFailure: (message: string) => void = () => undefined,
  ): Promise<Track[] | null> {
    let tracks: Track[] | null = null;
    const fail = (message: string) => {
      messages.show(message);
      onFailure(message);
    };
    try {
      await streamGeneration(
        route,
        (event) => {
          if (event.type === 'done') tracks = event.tracks;
          if (event.type === 'notice') messages.show(event.message);
          if (event.type === 'error') fail(event.error.message);
          dispatch({ type: 'playlist', action: { type: 'event', generation, base, event } });
        },
        signal,
      );
    } catch (error) {
      // The server's own sentence; never a browser's or a parser's words ("Failed to fetch").
      if (!signal.aborted) fail(errorReason(error));
    } finally {
      if (!signal.aborted) dispatch({ type: 'playlist', action: { type: 'finished', generation } });
    }
    return signal.aborted ? null : tracks;
  }

  function uploadPhoto(photo: PreparedPhoto, run: Run, generation: number): Promise<void> {
    return uploadImage(photo, run.signal).then(
      ({ imageUrl }) =>
        dispatch({ type: 'playlist', action: { type: 'image-uploaded', generation, imageUrl } }),
      (error: unknown) => {
        if (run.signal.aborted) return;
        messages.show(MESSAGES.failedToUploadImage(error instanceof Error ? error.message : null));
      },
    );
  }

  // The video sections' own actions (spec 2): Discover More and new queries from Section
  // settings, within the run the page shows.
  function discoverMore(group: VideoGroup) {
    const section = page().videos.sections[group];
    if (!current || section.status !== 'ready' || section.loadingMore) return;
    const next = { group, queries: section.queries, page: section.page + 1, append: true };
    void loadSection({ ...at(current.run), ...next });
  }

  function setQueries(group: VideoGroup, queries: string[]) {
    if (!current) return;
    const fresh = { group, queries: uniqueQueries(queries), page: 1, append: false };
    void loadSection({ ...at(current.run), ...fresh });
  }

  return {
    generate,
    extend: () => add('extend'),
    requestSong: (text: string) => add('specific', text),
    showVibe,
    restore,
    discoverMore,
    setQueries,
    dispose: () => {
      current?.stop.abort();
      stopKeeping?.();
    },
  };
}

// What a reload can show again of the page around an unsaved playlist: nothing until the
// video queries are known.
function settledAround(state: PageState): StoredAround | null {
  const { videos, suggestions, theme } = state;
  if (videos.status !== 'ready') return null;
  const queries = {} as StoredAround['queries'];
  const sections: StoredAround['sections'] = {};
  for (const { group } of VIDEO_SECTIONS) {
    const section = videos.sections[group];
    queries[group] = section.queries;
    if (section.status === 'ready' && !section.loadingMore && section.page > 0) {
      sections[group] = {
        videos: section.videos.slice(0, VIBE_MAX_VIDEOS_PER_GROUP),
        page: section.page,
      };
    }
  }
  const kept = suggestions.status === 'ready' && !suggestions.enriching ? suggestions.data : null;
  return { queries, gradient: theme.gradient, sections, suggestions: kept };
}

const at = (run: Run) => ({ run: run.id, signal: run.signal });

// spec 7's request around a playlist, cut to the request schema's limits (core
// AroundTheMusicRequestSchema).
function aroundTheMusicRequest(playlist: PlaylistState): AroundTheMusicRequest {
  return {
    playlist: {
      name: (playlist.name ?? '').slice(0, 200),
      tracks: playlist.rows.slice(0, 500).map((row) => ({
        title: (row.track?.title ?? row.title).slice(0, 300),
        artist: (row.track?.artist ?? row.artist).slice(0, 300),
      })),
    },
    prompt: playlist.prompt.slice(0, 2000),
    imageUrl: playlist.imageUrl,
  };
}
