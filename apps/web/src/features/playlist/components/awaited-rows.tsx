// The songs still to come while a playlist is made: rows shaped like the tracks they will be
// (number, cover, two lines, play and remove places), so nothing under the list moves as they
// arrive. Hidden from screen readers: the playlist's status tells them how far it has got.
import styles from './awaited-rows.module.css';

export function AwaitedRows({ from, count }: { from: number; count: number }) {
  return (
    <div className={styles.awaited} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.row}>
          <span className={styles.number}>{from + index}</span>
          <span className={styles.art} />
          <span className={styles.lines}>
            <span className={styles.line} />
            <span className={styles.line} />
          </span>
          <span className={styles.slot} />
        </div>
      ))}
    </div>
  );
}
