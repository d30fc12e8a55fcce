// One vibe in the saved-vibes carousel, from its summary (the list carries no playlist):
// cover, name, track count, public or private, and the save count. The whole item is one
// button that loads the vibe.
import type { VibeSummary } from '@moodtape/core';
import { Globe, Lock, Music } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../shared/ui/spinner';
import { SaveCountBadge } from '../../../shared/ui/save-count-badge';
import styles from './saved-vibes-carousel.module.css';

type Props = { vibe: VibeSummary; current: boolean; busy: boolean; onOpen: () => void };

export function SavedVibeItem({ vibe, current, busy, onOpen }: Props) {
  const metaId = useId();
  const cover = vibe.cover_url;
  const count = vibe.track_count;
  const Visibility = vibe.is_public ? Globe : Lock;
  return (
    <button
      type="button"
      className={styles.item}
      aria-label={`Load vibe ${vibe.name}`}
      aria-describedby={metaId}
      aria-current={current || undefined}
      aria-busy={busy || undefined}
      onClick={onOpen}
    >
      {cover ? (
        <img className={styles.cover} src={cover} alt="" loading="lazy" width={48} height={48} />
      ) : (
        <span className={`${styles.cover} ${styles.placeholder}`}>
          <Music size={18} aria-hidden />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.name}>{vibe.name}</span>
        <span id={metaId} className={styles.meta}>
          <span>
            {count} {count === 1 ? 'track' : 'tracks'}
          </span>
          <span title={vibe.is_public ? 'Public' : 'Private'} className={styles.visibility}>
            <Visibility size={12} aria-hidden />
            <span className="visually-hidden">{vibe.is_public ? 'Public' : 'Private'}</span>
          </span>
          <SaveCountBadge count={vibe.save_count} compact />
        </span>
      </span>
      {busy && (
        <span className={styles.busy}>
          <Spinner size={16} />
        </span>
      )}
    </button>
  );
}
