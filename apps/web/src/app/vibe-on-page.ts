// The saved vibe on the page (spec 4 Vibe): Save Vibe makes the page's playlist one, with the
// videos, gradient and suggestions shown around it (spec 3); saving someone's public vibe
// makes the person's own private copy; a rename or a delete changes what the page shows.
import { type CreateVibeRequest, MESSAGES, type Vibe } from '@moodtape/core';
import { useCallback, useMemo, useRef } from 'react';
import { useCreateVibe } from '../features/vibes/api/create-vibe';
import {
  NO_EXTRAS,
  type PagePlaylist,
  type VibeExtras,
  copyVibeBody,
  pageVibeBody,
} from '../features/vibes/lib/vibe-body';
import { savedYoutubeData } from '../features/videos/lib/youtube-data';
import { useSession } from '../shared/auth/session';
import { useMessages } from '../shared/lib/messages';
import type { PageState, PageStore } from './page-state';

export type VibeActions = {
  // Save Vibe (spec 2 menu): the playlist on the page becomes a vibe, and the loaded one.
  saveCurrent: () => Promise<Vibe | null>;
  // Someone's public vibe as the person's private copy; it replaces the original on the page
  // only if the original was the one shown.
  saveCopy: (vibe: Vibe) => Promise<Vibe | null>;
  saving: boolean;
  // New details of a vibe (name, visibility), shown at once wherever it is on the page.
  changed: (vibe: Vibe) => void;
  // The vibe is gone; if the page showed it, its playlist stays without a card.
  deleted: (vibeId: string) => void;
};

export function useVibeActions(store: PageStore): VibeActions {
  const { user } = useSession();
  const { showMessage } = useMessages();
  const create = useCreateVibe();
  const { mutateAsync } = create;
  // Set at once (state would only show on the next render): a second click is ignored.
  const inFlight = useRef(false);

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
    const before = store.getState();
    const draft = pagePlaylist(before);
    const saved = await save((viewerId) => pageVibeBody(draft, before.vibe, viewerId));
    // A save answers later; by then the page may show another playlist.
    if (saved && store.getState().playlist.generation === draft.generation) {
      store.dispatch({ type: 'vibe-saved', vibe: saved });
    }
    return saved;
  }, [save, store]);

  const saveCopy = useCallback(
    async (original: Vibe) => {
      const saved = await save(() => copyVibeBody(original));
      if (saved && store.getState().playlist.vibeId === original.id) {
        store.dispatch({ type: 'vibe-saved', vibe: saved });
      }
      return saved;
    },
    [save, store],
  );

  const changed = useCallback(
    (vibe: Vibe) => store.dispatch({ type: 'vibe-changed', vibe }),
    [store],
  );
  const deleted = useCallback(
    (vibeId: string) => {
      if (store.getState().playlist.vibeId === vibeId) store.dispatch({ type: 'vibe-unlinked' });
    },
    [store],
  );

  return useMemo(
    () => ({ saveCurrent, saveCopy, saving: create.isPending, changed, deleted }),
    [saveCurrent, saveCopy, create.isPending, changed, deleted],
  );
}

// The page's playlist as Save Vibe keeps it: only rows whose lookup has finished, and what
// the page shows around them (spec 3 youtube_data and the suggestion lists).
function pagePlaylist(state: PageState): PagePlaylist {
  const { playlist, videos, suggestions, theme } = state;
  return {
    generation: playlist.generation,
    vibeId: playlist.vibeId,
    name: playlist.name,
    prompt: playlist.prompt,
    imageUrl: playlist.imageUrl,
    tracks: playlist.rows.flatMap((row) => (row.track ? [row.track] : [])),
    extras: pageExtras(videos, suggestions, theme.gradient),
  };
}

function pageExtras(
  videos: PageState['videos'],
  suggestions: PageState['suggestions'],
  gradient: string | null,
): VibeExtras {
  const data = suggestions.status === 'ready' ? suggestions.data : null;
  return {
    ...NO_EXTRAS,
    youtube_data: savedYoutubeData(videos, gradient),
    ...(data && {
      movies_data: data.movies,
      tv_shows_data: data.tvShows,
      activities_data: data.activities,
      creators_data: data.creators,
    }),
  };
}
