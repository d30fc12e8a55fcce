// The track list's column heads, as on Spotify's web player: number, title, time. Only for the
// eye: the list itself tells screen readers each track's place and its controls their names.
import { Clock3 } from 'lucide-react';
import styles from './track-list-header.module.css';

export function TrackListHeader() {
  return (
    <div className={styles.header} aria-hidden="true">
      <div className={styles.columns}>
        <span className={styles.number}>#</span>
        <span className={styles.title}>Title</span>
        <span className={styles.time}>
          <Clock3 size={16} />
        </span>
      </div>
    </div>
  );
}
