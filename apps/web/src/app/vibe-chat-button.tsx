// spec 2 Playback bar: a chat button when a saved vibe is loaded, opening its comments.
import { MessageCircle } from 'lucide-react';
import { IconButton } from '../shared/ui/icon-button';
import { useLoadedVibe } from '../features/vibes/state/loaded-vibe-context';
import { useCommunity } from './community';

export function VibeChatButton() {
  const { vibe } = useLoadedVibe();
  const { showComments } = useCommunity();
  if (!vibe) return null;
  return (
    <IconButton
      label="Open vibe chat"
      icon={<MessageCircle size={20} />}
      onClick={() => showComments(vibe)}
    />
  );
}
