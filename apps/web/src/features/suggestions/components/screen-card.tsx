// A movie or TV show suggestion (spec 3): poster, title, year and description; the card
// searches the movie database for the title in a new tab (spec 2).
import type { ScreenSuggestion } from '@moodtape/core';
import { Film, Tv } from 'lucide-react';
import { useId } from 'react';
import { safeMediaUrl } from '../../../shared/lib/safe-url';
import { movieSearchUrl } from '../lib/links';
import styles from './suggestion-cards.module.css';

export function ScreenCard({ item, kind }: { item: ScreenSuggestion; kind: 'movie' | 'tv' }) {
  const descriptionId = useId();
  const poster = safeMediaUrl(item.imageUrl);
  const Placeholder = kind === 'movie' ? Film : Tv;
  return (
    <li className={styles.screen}>
      {/* Named by what it shows (title and year); the description follows, outside it. */}
      <a
        className={styles.screenLink}
        href={movieSearchUrl(item.title)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={descriptionId}
      >
        {poster ? (
          <img className={styles.poster} src={poster} alt="" loading="lazy" />
        ) : (
          <span className={`${styles.poster} ${styles.posterPlaceholder}`} aria-hidden>
            <Placeholder size={28} />
            <span className={styles.placeholderTitle}>{item.title}</span>
          </span>
        )}
        <span className={styles.body}>
          <h3 className={styles.cardTitle}>{item.title}</h3>
          {item.year !== null && item.year !== '' && (
            <span className={styles.meta}>{String(item.year)}</span>
          )}
        </span>
      </a>
      <p id={descriptionId} className={styles.description}>
        {item.description}
      </p>
    </li>
  );
}
