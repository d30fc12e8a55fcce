// One vibe in the saved-vibes carousel, from its summary (the list carries no playlist):
// cover, name, track count, public or private, and the save count. The whole item is one
// button that loads the vibe.
import { type VibeSummary, formatSaveCount } from '@moodtape/core';
import { Globe, Lock, Music } from 'lucide-react';
import { Spinner } from '../../../shared/ui/spinner';
import { SaveCountBadge } from '../../../shared/ui/save-count-badge';
import styles from './saved-vibes-carousel.module.css';

type Props = { vibe: VibeSummary; current: boolean; busy: boolean; onOpen: () => void };

export function SavedVibeItem({ vibe, current, busy, onOpen }: Props) {
  const cover = vibe.cover_url;
  const count = vibe.track_count;
  const Visibility = vibe.is_public ? Globe : Lock;
  const tracks = `${count} ${count === 1 ? 'track' : 'tracks'}`;
  const saves = vibe.save_count;
  // The name says what pressing does, then every word the item shows, in order (WCAG 2.5.3).
  const label = [
    `Load vibe ${vibe.name}`,
    tracks,
    `${formatSaveCount(saves)} ${saves === 1 ? 'save' : 'saves'}`,
    vibe.is_public ? 'public' : 'private',
  ].join(', ');
  return (
    <button
      type="button"
      className={styles.item}
      aria-label={label}
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
      {/* The spaces keep the shown words apart for what reads the text as one line. */}
      <span className={styles.text}>
        <span className={styles.name}>{vibe.name}</span>{' '}
        <span className={styles.meta}>
          <span>{tracks}</span>{' '}
          <span title={vibe.is_public ? 'Public' : 'Private'} className={styles.visibility}>
            <Visibility size={12} aria-hidden />
          </span>{' '}
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
