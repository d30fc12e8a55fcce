// Per-track play/pause and progress in the track list (spec 2 Playlist result). Pressing play
// on the current track pauses it; any other track starts from its beginning (spec 4).
import { formatDuration } from '@moodtape/core';
import { Pause, Play } from 'lucide-react';
import { IconButton } from '../../../shared/ui/icon-button';
import { usePlayback } from '../state/playback-provider';
import { isPlayable } from '../state/queue';
import styles from './track-play-controls.module.css';

export function TrackPlayControls({ index }: { index: number }) {
  const { snapshot, tracks, press } = usePlayback();
  const track = tracks[index];
  // Tracks Spotify does not have are shown but cannot be played (spec 4).
  if (!isPlayable(track)) return null;
  const current = snapshot.index === index;
  const playing = current && snapshot.status === 'playing';
  const duration = snapshot.durationMs ?? track.durationMs;
  return (
    <div className={styles.controls} data-current={current || undefined}>
      {current && duration ? (
        <TrackProgress title={track.title} positionMs={snapshot.positionMs} durationMs={duration} />
      ) : (
        track.durationMs && (
          <span className={styles.length}>{formatDuration(track.durationMs / 1000)}</span>
        )
      )}
      <IconButton
        label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
        className={styles.button}
        icon={
          playing ? (
            <Pause size={18} fill="currentColor" aria-hidden />
          ) : (
            <Play size={18} fill="currentColor" aria-hidden />
          )
        }
        onClick={() => press(index)}
      />
    </div>
  );
}

function TrackProgress(props: { title: string; positionMs: number; durationMs: number }) {
  const fraction = Math.min(1, Math.max(0, props.positionMs / props.durationMs));
  const elapsed = formatDuration(props.positionMs / 1000);
  return (
    <div className={styles.progress}>
      <div
        className={styles.rail}
        role="progressbar"
        aria-label={`${props.title} progress`}
        aria-valuemin={0}
        aria-valuemax={Math.round(props.durationMs / 1000)}
        aria-valuenow={Math.round(props.positionMs / 1000)}
        aria-valuetext={`${elapsed} of ${formatDuration(props.durationMs / 1000)}`}
      >
        <span className={styles.fill} style={{ transform: `scaleX(${fraction})` }} />
      </div>
      <span className={styles.length}>{elapsed}</span>
    </div>
  );
}
