// The page's one provider: its state (page-state.ts), the generation flow that changes it
// (generation-flow.ts), the saved vibe's actions, and the player, fed the playlist as a queue.
// Components read the part of the state they show with `usePage(select)`.
import {
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { PlaybackProvider } from '../features/player/state/playback-provider';
import type { QueueTrack } from '../features/player/state/queue';
import type { PlaylistRow } from '../features/playlist/state/playlist-reducer';
import { savePlaylist } from '../features/playlist/state/playlist-storage';
import { saveThemeSettings } from '../features/theme/lib/theme-settings';
import type { Random } from '../features/videos/lib/load-videos';
import { useSession } from '../shared/auth/session';
import { useMessages } from '../shared/lib/messages';
import { type GenerationFlow, createGenerationFlow } from './generation-flow';
import { type PageAction, type PageState, type PageStore, createPageStore } from './page-state';
import { type VibeActions, useVibeActions } from './vibe-on-page';

type PageApi = {
  store: PageStore;
  flow: GenerationFlow;
  vibes: VibeActions;
};

const PageContext = createContext<PageApi | null>(null);

export function PageProvider({ children, random }: { children: ReactNode; random: Random }) {
  const { showMessage, clearMessage } = useMessages();
  const [store] = useState(createPageStore);
  const [flow] = useState(() =>
    createGenerationFlow({ store, messages: { show: showMessage, clear: clearMessage }, random }),
  );
  useEffect(() => () => flow.dispose(), [flow]);
  const vibes = useVibeActions(store);

  // The page belongs to the person signed in: their last playlist comes back, and what they
  // do with it is kept for the next visit.
  const userId = useSession().user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    void flow.restore(userId);
    return store.subscribe((state, previous) => {
      if (state.playlist !== previous.playlist) savePlaylist(userId, state.playlist);
    });
  }, [flow, store, userId]);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.theme !== previous.theme) saveThemeSettings(state.theme);
      }),
    [store],
  );

  const playlist = useSyncExternalStore(store.subscribe, () => store.getState().playlist);
  const tracks = useMemo(() => playlist.rows.map(queueTrack), [playlist.rows]);
  const api = useMemo(() => ({ store, flow, vibes }), [store, flow, vibes]);
  return (
    <PageContext.Provider value={api}>
      <PlaybackProvider
        tracks={tracks}
        playlistGeneration={playlist.generation}
        restored={playlist.restored}
      >
        {children}
      </PlaybackProvider>
    </PageContext.Provider>
  );
}

// Tracks Spotify does not have stay in the queue, unplayable, so indexes match the rows.
function queueTrack(row: PlaylistRow): QueueTrack {
  return {
    key: row.key,
    uri: row.track?.found ? row.track.spotifyUri : null,
    title: row.track?.title ?? row.title,
    artist: row.track?.artist ?? row.artist,
    albumArt: row.track?.albumArt ?? null,
    durationMs: row.track?.durationMs ?? null,
  };
}

function usePageApi(): PageApi {
  const api = useContext(PageContext);
  if (!api) throw new Error('The page hooks need a PageProvider');
  return api;
}

// `select` must return a part of the state as it is (not a new object), so that a component
// re-renders only when that part changes.
export function usePage<T>(select: (state: PageState) => T): T {
  const { store } = usePageApi();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

export function usePageDispatch(): (action: PageAction) => void {
  return usePageApi().store.dispatch;
}

export function useFlow(): GenerationFlow {
  return usePageApi().flow;
}

export function useVibeOnPage(): VibeActions {
  return usePageApi().vibes;
}
