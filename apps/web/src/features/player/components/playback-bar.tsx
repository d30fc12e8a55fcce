// The playback bar (spec 2): now playing, previous / play-pause / next, the seekable
// progress bar, and a container that minimizes when pulled down by more than a third of its
// height or by its button. `trailing` holds buttons of other features (the vibe chat).
import { ChevronDown, ChevronUp, Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../../shared/ui/icon-button';
import { Spinner } from '../../../shared/ui/spinner';
import { useCurrentRowClearOf } from '../hooks/use-current-row-clear-of';
import { useMediaSession } from '../hooks/use-media-session';
import { usePullToMinimize } from '../hooks/use-pull-to-minimize';
import { usePlayback } from '../state/playback-provider';
import { isPlayable } from '../state/queue';
import { NowPlaying } from './now-playing';
import { PlaybackFailureNotice } from './playback-failure-notice';
import { PlayerNotice } from './player-notice';
import { SeekBar } from './seek-bar';
import styles from './playback-bar.module.css';

export function PlaybackBar({ trailing }: { trailing?: ReactNode }) {
  const api = usePlayback();
  useMediaSession(api);
  const { snapshot, tracks, sdkStatus } = api;
  const [minimized, setMinimized] = useState(false);
  const minimizeButton = useRef<HTMLButtonElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const { offset, pulling, handlers } = usePullToMinimize(() => minimize(false));
  useCurrentRowClearOf(showButton, minimized);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (minimized ? showButton : minimizeButton).current?.focus();
  }, [minimized]);

  function minimize(focus: boolean) {
    moveFocus.current = focus;
    setMinimized(true);
  }
  function expand() {
    moveFocus.current = true;
    setMinimized(false);
  }

  const hasPlayable = tracks.some(isPlayable);
  if (!snapshot.current && !hasPlayable) return null;

  const { current, status, pending, interruption } = snapshot;
  const playing = status === 'playing';
  const showText = current ? `${current.title} · ${current.artist}` : 'Player';
  return (
    <>
      <div className={styles.spacer} data-minimized={minimized || undefined} aria-hidden />
      <section
        className={styles.bar}
        aria-label="Player"
        data-minimized={minimized || undefined}
        data-pulling={pulling || undefined}
        style={pulling ? { transform: `translateY(${offset}px)` } : undefined}
        inert={minimized}
        {...handlers}
      >
        <span className={styles.handle} aria-hidden />
        <NowPlaying track={current} sdkStatus={sdkStatus} />
        <div className={styles.center}>
          <div className={styles.controls}>
            <IconButton
              label="Previous track"
              icon={<SkipBack size={20} fill="currentColor" aria-hidden />}
              onClick={api.previous}
              disabled={!hasPlayable}
            />
            <button
              type="button"
              className={styles.play}
              aria-label={playing ? 'Pause' : 'Play'}
              title={playing ? 'Pause' : 'Play'}
              aria-busy={pending || undefined}
              onClick={api.toggle}
              disabled={!hasPlayable && !current}
            >
              {pending ? (
                <Spinner size={20} />
              ) : playing ? (
                <Pause size={22} fill="currentColor" aria-hidden />
              ) : (
                <Play size={22} fill="currentColor" aria-hidden />
              )}
            </button>
            <IconButton
              label="Next track"
              icon={<SkipForward size={20} fill="currentColor" aria-hidden />}
              onClick={api.next}
              disabled={!hasPlayable}
            />
          </div>
          <SeekBar
            key={current?.key ?? 'none'}
            positionMs={snapshot.positionMs}
            durationMs={snapshot.durationMs}
            playing={playing && !pending}
            disabled={!current}
            onSeek={api.seek}
          />
        </div>
        <div className={styles.end}>
          {trailing}
          <IconButton
            ref={minimizeButton}
            label="Minimize player"
            icon={<ChevronDown size={20} aria-hidden />}
            onClick={() => minimize(true)}
          />
        </div>
        {/* Last, so that the grid's places for the card and the controls stay as they are. */}
        {interruption ? (
          <PlayerNotice
            interruption={interruption}
            pending={pending}
            onAction={interruption === 'elsewhere' ? api.playHere : api.toggle}
          />
        ) : (
          api.failure && <PlaybackFailureNotice text={api.failure} onClose={api.dismissFailure} />
        )}
      </section>
      {minimized && (
        <button
          ref={showButton}
          type="button"
          className={styles.show}
          onClick={expand}
          // Its name holds the words it shows (WCAG 2.5.3).
          aria-label={showText === 'Player' ? 'Show player' : `Show player: ${showText}`}
        >
          <ChevronUp size={18} aria-hidden />
          <span className={styles.showText}>{showText}</span>
          {playing && <span className={styles.live} aria-hidden />}
        </button>
      )}
    </>
  );
}
