// Per-track play/pause and progress in the track list (spec 2 Playlist result). Pressing play
// on the current track pauses it; any other track starts from its beginning (spec 4). The
// list places the two: the button in the number's place, the progress after the title.
import { formatDuration } from '@moodtape/core';
import { Pause, Play } from 'lucide-react';
import { IconButton } from '../../../shared/ui/icon-button';
import { usePlayback } from '../state/playback-provider';
import { isPlayable } from '../state/queue';
import styles from './track-play-controls.module.css';

export function TrackPlayButton({ index }: { index: number }) {
  const { snapshot, tracks, press } = usePlayback();
  const track = tracks[index];
  // Tracks Spotify does not have are shown but cannot be played (spec 4).
  if (!isPlayable(track)) return null;
  const current = snapshot.index === index;
  const playing = current && snapshot.status === 'playing';
  return (
    <IconButton
      label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
      className={styles.button}
      data-current={current || undefined}
      icon={
        playing ? (
          <Pause size={18} fill="currentColor" aria-hidden />
        ) : (
          <Play size={18} fill="currentColor" aria-hidden />
        )
      }
      onClick={() => press(index)}
    />
  );
}

// Every playable track has its rail, so the list reads the same from row to row; the current
// track's fills as it plays and tells its time, the others tell their length.
export function TrackProgress({ index }: { index: number }) {
  const { snapshot, tracks } = usePlayback();
  const track = tracks[index];
  if (!isPlayable(track)) return null;
  const current = snapshot.index === index;
  const durationMs = (current ? snapshot.durationMs : null) ?? track.durationMs;
  if (!current || !durationMs) {
    return (
      <div className={styles.progress}>
        <div className={styles.rail} aria-hidden="true" />
        {track.durationMs && (
          <span className={styles.time}>{formatDuration(track.durationMs / 1000)}</span>
        )}
      </div>
    );
  }
  const positionMs = snapshot.positionMs;
  const fraction = Math.min(1, Math.max(0, positionMs / durationMs));
  const elapsed = formatDuration(positionMs / 1000);
  return (
    <div className={styles.progress} data-current>
      <div
        className={styles.rail}
        role="progressbar"
        aria-label={`${track.title} progress`}
        aria-valuemin={0}
        aria-valuemax={Math.round(durationMs / 1000)}
        aria-valuenow={Math.round(positionMs / 1000)}
        aria-valuetext={`${elapsed} of ${formatDuration(durationMs / 1000)}`}
      >
        <span className={styles.fill} style={{ transform: `scaleX(${fraction})` }} />
      </div>
      <span className={styles.time}>{elapsed}</span>
    </div>
  );
}
