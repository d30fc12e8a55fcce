// Where people meet (spec 2 Modals): the Discover Vibes dialog and the comments dialog. Its own
// module, loaded the first time either is opened: nobody sees them on first paint.
import type { Vibe, VibeSummary } from '@moodtape/core';
import { CommentsModal } from '../features/comments/components/comments-modal';
import { DiscoverModal } from '../features/discover/components/discover-modal';
import { fetchVibe } from '../features/vibes/api/get-vibe';

export type CommentsTarget = { id: string; name: string } | null;

type Props = {
  currentUserId: string | null;
  discoverOpen: boolean;
  onCloseDiscover: () => void;
  comments: CommentsTarget;
  onShowComments: (target: CommentsTarget) => void;
  // Only a signed-in person can open a vibe on their page or keep a copy (spec 6).
  onOpenVibe?: (vibe: Vibe) => void;
  onSaveVibe?: (vibe: Vibe) => Promise<void>;
};

export default function CommunityDialogs(props: Props) {
  const { currentUserId, onShowComments } = props;
  return (
    <>
      <DiscoverModal
        open={props.discoverOpen}
        onClose={props.onCloseDiscover}
        signedIn={currentUserId !== null}
        currentUserId={currentUserId}
        loadVibe={fetchVibe}
        onOpenVibe={props.onOpenVibe ?? (() => {})}
        onSaveVibe={props.onSaveVibe ?? (async () => {})}
        onShowComments={(vibe: VibeSummary) => onShowComments({ id: vibe.id, name: vibe.name })}
      />
      <CommentsModal
        vibe={props.comments}
        onClose={() => onShowComments(null)}
        currentUserId={currentUserId}
      />
    </>
  );
}
