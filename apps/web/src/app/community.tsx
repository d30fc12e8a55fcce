// Where people meet (spec 2 Modals): the Discover Vibes dialog and the comments dialog,
// opened from the top bar, a vibe card, a Discover result or the playback bar's chat button.
import type { Vibe } from '@moodtape/core';
import { MessageCircle } from 'lucide-react';
import { CommentsModal } from '../features/comments/components/comments-modal';
import { DiscoverModal } from '../features/discover/components/discover-modal';
import { fetchVibe } from '../features/vibes/api/get-vibe';
import { useSession } from '../shared/auth/session';
import { IconButton } from '../shared/ui/icon-button';
import { useFlow, usePage, usePageDispatch, useVibeOnPage } from './page';

export function CommunityDialogs() {
  const { user } = useSession();
  const flow = useFlow();
  const vibes = useVibeOnPage();
  const dispatch = usePageDispatch();
  const discoverOpen = usePage((state) => state.discoverOpen);
  const comments = usePage((state) => state.comments);

  const saveFromDiscover = async (vibe: Vibe) => {
    // saveCopy has already shown "Failed to save vibe"; the card only needs to know.
    if (!(await vibes.saveCopy(vibe))) throw new Error('The vibe was not saved.');
  };

  return (
    <>
      <DiscoverModal
        open={discoverOpen}
        onClose={() => dispatch({ type: 'discover', open: false })}
        signedIn={user !== null}
        currentUserId={user?.id ?? null}
        loadVibe={fetchVibe}
        onOpenVibe={(vibe) => {
          flow.showVibe(vibe);
          dispatch({ type: 'discover', open: false });
        }}
        onSaveVibe={saveFromDiscover}
        onShowComments={(vibe) =>
          dispatch({ type: 'comments', target: { id: vibe.id, name: vibe.name } })
        }
      />
      <CommentsModal
        vibe={comments}
        onClose={() => dispatch({ type: 'comments', target: null })}
        currentUserId={user?.id ?? null}
      />
    </>
  );
}

// spec 2 Playback bar: a chat button when a saved vibe is loaded, opening its comments.
export function VibeChatButton() {
  const vibe = usePage((state) => state.vibe);
  const dispatch = usePageDispatch();
  if (!vibe) return null;
  return (
    <IconButton
      label="Open vibe chat"
      icon={<MessageCircle size={20} />}
      onClick={() => dispatch({ type: 'comments', target: { id: vibe.id, name: vibe.name } })}
    />
  );
}
