// The seekable progress bar of the playback bar (spec 2): a slider that follows the track and
// takes the pointer (drag, or click anywhere) and the keyboard (arrows 5 s, Page keys 30 s,
// Home and End). The seek is sent when the pointer is released or the keys come to rest.
import { formatDuration } from '@moodtape/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import styles from './seek-bar.module.css';

const ARROW_STEP_MS = 5000;
const PAGE_STEP_MS = 30_000;
// Held-down keys repeat; one seek goes out once they rest.
const KEY_COMMIT_MS = 300;

type Props = {
  positionMs: number;
  durationMs: number | null;
  playing: boolean;
  disabled: boolean;
  onSeek: (positionMs: number) => void;
};

export function SeekBar({ positionMs, durationMs, playing, disabled, onSeek }: Props) {
  const [preview, setPreview] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const keyTimer = useRef<number | null>(null);
  const duration = durationMs ?? 0;
  const inactive = disabled || duration <= 0;
  const shown = Math.min(preview ?? positionMs, duration || Number.POSITIVE_INFINITY);
  const fraction = duration > 0 ? Math.min(1, Math.max(0, shown / duration)) : 0;

  useEffect(() => () => window.clearTimeout(keyTimer.current ?? undefined), []);

  function positionAt(clientX: number): number {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return Math.round(Math.min(1, Math.max(0, (clientX - box.left) / box.width)) * duration);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (inactive || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    setDragging(true);
    setPreview(positionAt(event.clientX));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging) setPreview(positionAt(event.clientX));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!dragging) return;
    setDragging(false);
    const target = positionAt(event.clientX);
    setPreview(null);
    onSeek(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (inactive) return;
    const from = preview ?? positionMs;
    const steps: Record<string, number> = {
      ArrowLeft: from - ARROW_STEP_MS,
      ArrowDown: from - ARROW_STEP_MS,
      ArrowRight: from + ARROW_STEP_MS,
      ArrowUp: from + ARROW_STEP_MS,
      PageDown: from - PAGE_STEP_MS,
      PageUp: from + PAGE_STEP_MS,
      Home: 0,
      End: duration,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.min(duration, Math.max(0, next));
    setPreview(target);
    window.clearTimeout(keyTimer.current ?? undefined);
    keyTimer.current = window.setTimeout(() => {
      setPreview(null);
      onSeek(target);
    }, KEY_COMMIT_MS);
  }

  const elapsed = formatDuration(shown / 1000);
  const total = duration > 0 ? formatDuration(duration / 1000) : '--:--';
  return (
    <div className={styles.seek}>
      <span className={styles.time}>{inactive ? '--:--' : elapsed}</span>
      <div
        ref={track}
        className={styles.track}
        role="slider"
        tabIndex={inactive ? -1 : 0}
        aria-label="Seek"
        aria-disabled={inactive || undefined}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration / 1000)}
        aria-valuenow={Math.round(shown / 1000)}
        aria-valuetext={inactive ? 'No track' : `${elapsed} of ${total}`}
        data-dragging={dragging || undefined}
        data-smooth={(playing && preview === null) || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          setDragging(false);
          setPreview(null);
        }}
        onKeyDown={onKeyDown}
      >
        <span className={styles.rail}>
          <span className={styles.fill} style={{ transform: `scaleX(${fraction})` }} />
        </span>
        <span className={styles.thumb} style={{ left: `${fraction * 100}%` }} />
      </div>
      <span className={styles.time}>{total}</span>
    </div>
  );
}
