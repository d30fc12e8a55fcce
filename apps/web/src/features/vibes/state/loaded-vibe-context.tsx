// The saved vibe on the page (spec 4 Vibe): loading one puts its playlist on screen, saving
// makes the page's playlist one, and a new generation drops it. Which vibe the page shows is
// kept by the playlist (so it survives a reload and resets with a generation); this holds the
// vibe itself and the save actions. The app wires `playlist`, `onShow` and `onLink`.
import { MESSAGES, type CreateVibeRequest, type Vibe } from '@moodtape/core';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSession } from '../../../shared/auth/session';
import { useMessages } from '../../../shared/lib/messages';
import { useCreateVibe } from '../api/create-vibe';
import { useRestoredVibe } from '../hooks/use-restored-vibe';
import { type PagePlaylist, copyVibeBody, pageVibeBody } from '../lib/vibe-body';

export type LoadedVibeApi = {
  vibe: Vibe | null;
  // Changes each time a vibe is put on the page (loaded or restored), not when one is saved.
  loadKey: number;
  load: (vibe: Vibe) => void;
  // Saves someone's public vibe as the person's own private copy; the copy replaces the
  // original on the page only if the original was the one loaded.
  saveCopy: (vibe: Vibe) => Promise<Vibe | null>;
  // Save Vibe (spec 2 menu): the playlist on the page becomes a vibe, and the loaded one.
  saveCurrent: () => Promise<Vibe | null>;
  saving: boolean;
  // The page no longer shows a saved vibe (it was deleted); the playlist stays. With an id,
  // only if that vibe is still the one on the page.
  clear: (vibeId?: string) => void;
  // New details (name, visibility) of the loaded vibe; ignored if another one is loaded now.
  replace: (vibe: Vibe) => void;
};

const LoadedVibeContext = createContext<LoadedVibeApi | null>(null);

type Props = {
  playlist: PagePlaylist;
  // Puts a vibe's playlist on the page, as a new generation.
  onShow: (vibe: Vibe) => void;
  // Records which vibe the page's playlist is (null: none) without changing the rows.
  onLink: (vibeId: string | null) => void;
  // The vibe `vibeId` has a new name; the playlist takes it if it still shows that vibe.
  onRename: (vibeId: string, name: string) => void;
  children: ReactNode;
};

export function LoadedVibeProvider({ playlist, onShow, onLink, onRename, children }: Props) {
  const { user } = useSession();
  const { showMessage } = useMessages();
  const create = useCreateVibe();
  const [known, setKnown] = useState<Vibe | null>(null);
  const [loadKey, setLoadKey] = useState(0);
  const inFlight = useRef(false);
  // A save answers later; by then the page may show another playlist.
  const latest = useRef(playlist);
  useEffect(() => {
    latest.current = playlist;
  });
  // Derived rather than reset by an effect: when a generation unlinks the playlist, the vibe
  // is gone in the same render, and loading never drops the vibe that caused the change.
  const vibe = known !== null && known.id === playlist.vibeId ? known : null;

  // A saved vibe becomes the page's: its card appears over the same rows.
  const adopt = useCallback(
    (next: Vibe) => {
      setKnown(next);
      onLink(next.id);
    },
    [onLink],
  );
  const replace = useCallback(
    (next: Vibe) => {
      setKnown((current) => (current?.id === next.id ? next : current));
      // The playlist on the page is this vibe, so its title follows a rename.
      onRename(next.id, next.name);
    },
    [onRename],
  );
  const clear = useCallback(
    (vibeId?: string) => {
      if (vibeId === undefined || latest.current.vibeId === vibeId) onLink(null);
    },
    [onLink],
  );
  const load = useCallback(
    (next: Vibe) => {
      setKnown(next);
      setLoadKey((key) => key + 1);
      onShow(next);
    },
    [onShow],
  );

  // After a reload only the id is known: the vibe is asked for again.
  useRestoredVibe(playlist.vibeId, known, {
    onLoaded: (restored) => {
      setKnown(restored);
      setLoadKey((key) => key + 1);
    },
    onFailed: (reason) => {
      showMessage(MESSAGES.failedToLoadVibe(reason));
      onLink(null);
    },
  });

  const { mutateAsync } = create;
  const save = useCallback(
    async (body: (viewerId: string) => CreateVibeRequest): Promise<Vibe | null> => {
      // spec 5: Save Vibe needs a logged-in user.
      if (!user) {
        showMessage(MESSAGES.userNotLoggedIn);
        return null;
      }
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        const saved = await mutateAsync(body(user.id));
        showMessage(MESSAGES.vibeSaved);
        return saved;
      } catch {
        showMessage(MESSAGES.failedToSaveVibe);
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    [user, mutateAsync, showMessage],
  );

  const saveCurrent = useCallback(async () => {
    const { generation } = playlist;
    const saved = await save((viewerId) => pageVibeBody(playlist, vibe, viewerId));
    if (saved && latest.current.generation === generation) adopt(saved);
    return saved;
  }, [save, playlist, vibe, adopt]);

  const saveCopy = useCallback(
    async (original: Vibe) => {
      const saved = await save(() => copyVibeBody(original));
      if (saved && latest.current.vibeId === original.id) adopt(saved);
      return saved;
    },
    [save, adopt],
  );

  const value = useMemo<LoadedVibeApi>(
    () => ({
      vibe,
      loadKey,
      load,
      saveCopy,
      saveCurrent,
      saving: create.isPending,
      clear,
      replace,
    }),
    [vibe, loadKey, load, saveCopy, saveCurrent, create.isPending, clear, replace],
  );
  return <LoadedVibeContext.Provider value={value}>{children}</LoadedVibeContext.Provider>;
}

export function useLoadedVibe(): LoadedVibeApi {
  const value = useContext(LoadedVibeContext);
  if (!value) throw new Error('useLoadedVibe needs a LoadedVibeProvider');
  return value;
}
