// Where people meet (spec 2 Modals): the Discover Vibes modal and the comments modal, opened
// from the top bar, a vibe card, a Discover result or the playback bar's chat button.
import type { Vibe } from '@moodtape/core';
import { type ReactNode, createContext, useContext, useMemo, useState } from 'react';
import { useSession } from '../shared/auth/session';
import { CommentsModal } from '../features/comments/components/comments-modal';
import { DiscoverModal } from '../features/discover/components/discover-modal';
import { useLoadedVibe } from '../features/vibes/state/loaded-vibe-context';

type CommunityApi = {
  openDiscover: () => void;
  showComments: (vibe: { id: string; name: string }) => void;
};

const CommunityContext = createContext<CommunityApi | null>(null);

export function CommunityProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const loaded = useLoadedVibe();
  const [discoverOpen, setDiscoverOpen] = useState(false);
  const [commentsFor, setCommentsFor] = useState<{ id: string; name: string } | null>(null);
  const api = useMemo<CommunityApi>(
    () => ({
      openDiscover: () => setDiscoverOpen(true),
      showComments: (vibe) => setCommentsFor({ id: vibe.id, name: vibe.name }),
    }),
    [],
  );

  const saveFromDiscover = async (vibe: Vibe) => {
    // saveCopy has already shown "Failed to save vibe"; the card only needs to know.
    if (!(await loaded.saveCopy(vibe))) throw new Error('The vibe was not saved.');
  };

  return (
    <CommunityContext.Provider value={api}>
      {children}
      <DiscoverModal
        open={discoverOpen}
        onClose={() => setDiscoverOpen(false)}
        signedIn={user !== null}
        currentUserId={user?.id ?? null}
        onOpenVibe={(vibe) => {
          loaded.load(vibe);
          setDiscoverOpen(false);
        }}
        onSaveVibe={saveFromDiscover}
        onShowComments={api.showComments}
      />
      <CommentsModal
        vibe={commentsFor}
        onClose={() => setCommentsFor(null)}
        currentUserId={user?.id ?? null}
      />
    </CommunityContext.Provider>
  );
}

export function useCommunity(): CommunityApi {
  const value = useContext(CommunityContext);
  if (!value) throw new Error('useCommunity needs a CommunityProvider');
  return value;
}
