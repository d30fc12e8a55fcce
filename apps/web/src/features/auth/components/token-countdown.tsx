import { formatCountdown } from '@moodtape/core';
import { useTokenClock } from '../../../shared/auth/token-clock';
import styles from './token-countdown.module.css';

export function TokenCountdown() {
  const { remainingMs, alert } = useTokenClock();
  const minutes = Math.floor(remainingMs / 60_000);
  return (
    <span
      className={`${styles.countdown} ${alert !== 'none' ? styles.warn : ''}`}
      title="Time left on your Spotify connection"
    >
      <span className="visually-hidden">Spotify connection time left: </span>
      <time aria-hidden="true">{formatCountdown(remainingMs)}</time>
      <span className="visually-hidden">{`about ${minutes} minute${minutes === 1 ? '' : 's'}`}</span>
    </span>
  );
}
