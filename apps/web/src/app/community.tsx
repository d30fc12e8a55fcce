// Where people meet on the signed-in page (spec 2 Modals): the Discover and comments dialogs
// bound to the page, and the playback bar's chat button for a loaded vibe.
import { Suspense } from 'react';
import { MessageCircle } from 'lucide-react';
import { useSession } from '../shared/auth/session';
import { IconButton } from '../shared/ui/icon-button';
import { communityDialogs } from './community-entry';
import { useOpenedOnce } from './lazy-part';
import { useFlow, usePage, usePageDispatch, useVibeOnPage } from './page';

export function CommunityDialogs() {
  const { user } = useSession();
  const flow = useFlow();
  const vibes = useVibeOnPage();
  const dispatch = usePageDispatch();
  const discoverOpen = usePage((state) => state.discoverOpen);
  const comments = usePage((state) => state.comments);
  const opened = useOpenedOnce(discoverOpen || comments !== null);
  if (!opened) return null;
  const Dialogs = communityDialogs.Component;
  return (
    <Suspense fallback={null}>
      <Dialogs
        currentUserId={user?.id ?? null}
        discoverOpen={discoverOpen}
        onCloseDiscover={() => dispatch({ type: 'discover', open: false })}
        comments={comments}
        onShowComments={(target) => dispatch({ type: 'comments', target })}
        onOpenVibe={(vibe) => {
          flow.showVibe(vibe);
          dispatch({ type: 'discover', open: false });
        }}
        onSaveVibe={async (vibe) => {
          // saveCopy has already shown "Failed to save vibe"; the card only needs to know.
          if (!(await vibes.saveCopy(vibe))) throw new Error('The vibe was not saved.');
        }}
      />
    </Suspense>
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
