// The profile bar's Discover button. The dialog it opens is a chunk of its own: pointing at
// the button or focusing it starts fetching it.
import { Compass } from 'lucide-react';
import { Button } from '../shared/ui/button';
import { communityDialogs } from './lazy-parts';
import styles from './top-bar.module.css';

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
