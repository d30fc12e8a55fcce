// The save-count badge (spec 2 Vibe card, spec 9: K at 1,000, M at 1,000,000, one decimal).
// The short form is what is seen; the exact count is what is read out.
import { formatSaveCount } from '@moodtape/core';
import { Bookmark } from 'lucide-react';
import styles from './save-count-badge.module.css';

// `compact` drops the word, for the narrow carousel items.
export function SaveCountBadge({ count, compact = false }: { count: number; compact?: boolean }) {
  const exact = `Saved ${count.toLocaleString('en-US')} ${count === 1 ? 'time' : 'times'}`;
  return (
    <span className={styles.badge} role="img" aria-label={exact} title={exact}>
      <Bookmark size={12} aria-hidden />
      {formatSaveCount(count)}
      {!compact && (count === 1 ? ' save' : ' saves')}
    </span>
  );
}
