import {
  type Dispatch,
  type ReactNode,
  createContext,
  useContext,
  useMemo,
  useReducer,
} from 'react';
import {
  type PlaylistAction,
  type PlaylistState,
  initialPlaylistState,
  playlistReducer,
} from './playlist-reducer';

type PlaylistContextValue = { state: PlaylistState; dispatch: Dispatch<PlaylistAction> };

const PlaylistContext = createContext<PlaylistContextValue | null>(null);

export function PlaylistProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playlistReducer, initialPlaylistState);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <PlaylistContext.Provider value={value}>{children}</PlaylistContext.Provider>;
}

export function usePlaylist(): PlaylistContextValue {
  const value = useContext(PlaylistContext);
  if (!value) throw new Error('usePlaylist needs a PlaylistProvider');
  return value;
}
