import {
  type Dispatch,
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from 'react';
import { useSession } from '../../../shared/auth/session';
import {
  type PlaylistAction,
  type PlaylistState,
  initialPlaylistState,
  playlistReducer,
} from './playlist-reducer';
import { loadPlaylist, savePlaylist } from './playlist-storage';

type PlaylistContextValue = { state: PlaylistState; dispatch: Dispatch<PlaylistAction> };

const PlaylistContext = createContext<PlaylistContextValue | null>(null);

export function PlaylistProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playlistReducer, initialPlaylistState);
  const userId = useSession().user?.id ?? null;

  // A reload shows the person's last playlist again.
  useEffect(() => {
    if (!userId) return;
    const stored = loadPlaylist(userId);
    if (stored) dispatch({ type: 'restored', ...stored });
  }, [userId]);

  useEffect(() => {
    if (userId) savePlaylist(userId, state);
  }, [userId, state]);

  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <PlaylistContext.Provider value={value}>{children}</PlaylistContext.Provider>;
}

export function usePlaylist(): PlaylistContextValue {
  const value = useContext(PlaylistContext);
  if (!value) throw new Error('usePlaylist needs a PlaylistProvider');
  return value;
}
