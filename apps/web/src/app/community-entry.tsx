// The way into the community (spec 6): the Discover and comments dialogs are a chunk of their
// own, and the profile bar's Discover button starts fetching it when pointed at or focused.
import { Compass } from 'lucide-react';
import { Button } from '../shared/ui/button';
import { lazyPart } from './lazy-part';
import styles from './top-bar.module.css';

export const communityDialogs = lazyPart(() => import('./community-dialogs'));

// spec 6: anyone, signed in or not, can browse and search public vibes.
export function DiscoverButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button
      variant="ghost"
      onClick={onOpen}
      onPointerEnter={communityDialogs.preload}
      onFocus={communityDialogs.preload}
      aria-label="Discover vibes"
      className={styles.discover}
    >
      <Compass size={18} aria-hidden="true" />
      <span className={styles.discoverLabel}>Discover</span>
    </Button>
  );
}
