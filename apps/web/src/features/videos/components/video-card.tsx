// One video (spec 3 Video): thumbnail, title, channel, duration (spec 9: hh:mm:ss, mm:ss or
// N/A), views and likes. Other videos open on the video site in a new tab; shorts open in
// the page's player (spec 2).
import { type Video, formatDuration } from '@moodtape/core';
import { Play } from 'lucide-react';
import { safeLinkUrl, safeMediaUrl } from '../../../shared/lib/safe-url';
import styles from './video-card.module.css';

// How a video card writes its numbers: views and likes compact ("1.2M views").
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

function countLabel(count: number | null, one: string, many: string): string | null {
  if (count === null || !Number.isFinite(count) || count < 0) return null;
  return `${compact.format(count)} ${count === 1 ? one : many}`;
}

type Props = { video: Video; short?: boolean; onPlay?: () => void };

export function VideoCard({ video, short = false, onPlay }: Props) {
  const href = safeLinkUrl(video.url);
  const stats = [countLabel(video.views, 'view', 'views'), countLabel(video.likes, 'like', 'likes')]
    .filter(Boolean)
    .join(' · ');
  // The title comes first, so that a control's name starts with the words it shows (the
  // thumbnail is drawn above it); the picture says nothing the title does not.
  const face = (
    <>
      {short && <span className="visually-hidden">Play short: </span>}
      <span className={styles.title}>{video.title}</span>
      <span className={styles.thumb}>
        <Thumbnail video={video} />
        <span className={styles.duration}>{formatDuration(video.duration)}</span>
        {short && (
          <span className={styles.play} aria-hidden>
            <Play size={20} fill="currentColor" />
          </span>
        )}
      </span>
    </>
  );
  return (
    <li className={[styles.card, short ? styles.short : ''].join(' ')}>
      {short ? (
        <button type="button" className={styles.face} onClick={onPlay}>
          {face}
        </button>
      ) : href ? (
        <a className={styles.face} href={href} target="_blank" rel="noopener noreferrer">
          {face}
        </a>
      ) : (
        <div className={styles.face}>{face}</div>
      )}
      <p className={styles.channel}>{video.channelTitle}</p>
      {stats && <p className={styles.stats}>{stats}</p>}
    </li>
  );
}

function Thumbnail({ video }: { video: Video }) {
  const src = safeMediaUrl(video.thumbnail);
  return src ? (
    <img className={styles.image} src={src} alt="" loading="lazy" />
  ) : (
    <span className={styles.image} />
  );
}

// The shape of a card before it comes: the same picture and the same lines of text, so the
// card takes exactly its room when it replaces this (DESIGN.md: no layout shift).
export function VideoCardSkeleton({ short = false }: { short?: boolean }) {
  const bar = (...kinds: (string | undefined)[]) => (
    <span className={[styles.skeletonText, ...kinds, styles.shimmer].join(' ')} />
  );
  return (
    <li className={[styles.card, short ? styles.short : ''].join(' ')} aria-hidden>
      <span className={styles.skeletonFace}>
        <span className={`${styles.thumb} ${styles.shimmer}`} />
        <span>
          {bar(styles.skeletonTitle)}
          {bar(styles.skeletonTitle, styles.lineShort)}
        </span>
      </span>
      {bar(styles.skeletonSmall, styles.lineShort)}
      {bar(styles.skeletonSmall, styles.lineShorter)}
    </li>
  );
}
