// The playback bar's now-playing card (spec 2): the cover, the title and the artist, or what
// the player is doing when nothing plays yet.
import { Music } from 'lucide-react';
import type { SdkStatus } from '../lib/sdk-connection';
import type { PlayableTrack } from '../state/playback-types';
import styles from './now-playing.module.css';

const STATUS_NOTES: Partial<Record<SdkStatus, string>> = {
  connecting: 'Connecting to Spotify…',
  'premium-required': 'Playing here needs Spotify Premium',
  unavailable: 'Spotify player offline',
};

export function NowPlaying({
  track,
  sdkStatus,
}: {
  track: PlayableTrack | null;
  sdkStatus: SdkStatus;
}) {
  const note = STATUS_NOTES[sdkStatus];
  return (
    <div className={styles.card}>
      {track?.albumArt ? (
        <img className={styles.art} src={track.albumArt} alt="" width={48} height={48} />
      ) : (
        <span className={`${styles.art} ${styles.placeholder}`}>
          <Music size={20} aria-hidden />
        </span>
      )}
      <div className={styles.text}>
        <span className={styles.title}>{track ? track.title : 'Nothing playing'}</span>
        <span className={styles.artist}>
          {track ? track.artist : 'Press play to start your playlist'}
        </span>
        {note && <span className={styles.note}>{note}</span>}
      </div>
    </div>
  );
}
