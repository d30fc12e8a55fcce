// The playlist result (spec 2): the name, "Found N playable songs", the tracks as they are
// found, and Add More Songs.
import { MESSAGES, PLAYLIST_SONG_COUNT } from '@moodtape/core';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useThrottledValue } from '../../../shared/lib/use-throttled-value';
import { Spinner } from '../../../shared/ui/spinner';
import type { AddOutcome } from '../state/add-outcome';
import { type PlaylistState, foundCount } from '../state/playlist-reducer';
import { AddMoreSongs } from './add-more-songs';
import { AwaitedRows } from './awaited-rows';
import { TrackListHeader } from './track-list-header';
import { TrackRow } from './track-row';
import styles from './playlist-result.module.css';

const ANNOUNCE_EVERY_MS = 3000;

export type TrackControls = { play: ReactNode; progress: ReactNode };

type Props = {
  state: PlaylistState;
  onRemove: (key: string) => void;
  onExtend: () => void;
  // The typed text stays until the song is added; a failure is also said under the field.
  onRequestSong: (text: string) => Promise<AddOutcome>;
  // The player's play button and progress for a row, by its place in the list.
  renderTrackControls?: (index: number) => TrackControls;
};

export function PlaylistResult({
  state,
  onRemove,
  onExtend,
  onRequestSong,
  renderTrackControls,
}: Props) {
  const generating = state.status === 'generating';
  const found = foundCount(state.rows);
  const pending = state.rows.filter((row) => row.track === null).length;
  const progress = useThrottledValue(
    generating
      ? `${found} of ${Math.max(state.rows.length, PLAYLIST_SONG_COUNT)} songs found`
      : pending === 0 && state.rows.length > 0
        ? `${state.rows.length} songs ready`
        : '',
    ANNOUNCE_EVERY_MS,
  );
  const section = useRef<HTMLElement>(null);
  const afterTracks = useRef<HTMLDivElement>(null);
  const tracks = useRef<HTMLOListElement>(null);
  // A removed row takes its confirm button, and the keyboard's focus, with it: focus goes on to
  // the Remove button of the row taking its place (the one before, for the last row).
  const remove = (key: string) => {
    const index = state.rows.findIndex((row) => row.key === key);
    onRemove(key);
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const rows = tracks.current?.children;
      const next = rows?.[Math.min(index, rows.length - 1)];
      const target =
        next?.querySelector<HTMLElement>('button[aria-label^="Remove "]') ??
        section.current?.querySelector<HTMLElement>('h2');
      target?.focus();
    });
  };
  useScrollToNewPlaylist(section, generating ? state.generation : null);
  if (state.status === 'idle' && state.rows.length === 0) return null;
  // The songs still to come hold their places, so nothing under the list moves as they arrive.
  const awaited = generating ? Math.max(0, PLAYLIST_SONG_COUNT - state.rows.length) : 0;

  return (
    <section
      ref={section}
      className={styles.result}
      aria-labelledby="playlist-title"
      aria-busy={generating}
    >
      <header className={styles.header}>
        <h2 id="playlist-title" className={styles.title} tabIndex={-1}>
          {state.name ?? 'Your playlist'}
          {generating && <Spinner size={20} />}
        </h2>
        <p className={styles.count}>{MESSAGES.foundPlayableSongs(found)}</p>
        {/* One visible count (spec 8's words); the progress is told to screen readers only. */}
        <p className="visually-hidden" role="status">
          {generating && state.rows.length === 0 ? 'Listening to your mood…' : progress}
        </p>
        {state.rows.length > 0 && (
          // Each track has three stops; the keyboard can pass them all at once.
          <a
            className={styles.skip}
            href="#playlist-after-tracks"
            onClick={(event) => {
              event.preventDefault();
              afterTracks.current?.focus();
            }}
          >
            Skip past the tracks
          </a>
        )}
      </header>
      {(state.rows.length > 0 || awaited > 0) && (
        <div className={styles.list}>
          <TrackListHeader />
          {state.rows.length > 0 && (
            <ol ref={tracks} className={styles.tracks} aria-label="Tracks">
              {state.rows.map((row, index) => {
                const controls = renderTrackControls?.(index);
                return (
                  <TrackRow
                    key={row.key}
                    row={row}
                    number={index + 1}
                    play={controls?.play}
                    progress={controls?.progress}
                    onRemove={() => remove(row.key)}
                  />
                );
              })}
            </ol>
          )}
          {awaited > 0 && <AwaitedRows from={state.rows.length + 1} count={awaited} />}
        </div>
      )}
      {state.rows.length > 0 && (
        <div id="playlist-after-tracks" ref={afterTracks} tabIndex={-1} className={styles.after}>
          <AddMoreSongs
            busy={state.adding}
            disabled={generating}
            onExtend={onExtend}
            onRequest={onRequestSong}
          />
        </div>
      )}
    </section>
  );
}

// A new generation brings the reader to its playlist: its title at the top of the screen, where
// it stays while the songs stream in under it (the rows to come hold their places). Focus goes
// to the title too: the Generate button is disabled while it works, and focus would otherwise
// fall to the page's body.
function useScrollToNewPlaylist(section: RefObject<HTMLElement | null>, generation: number | null) {
  useEffect(() => {
    if (generation === null || !section.current) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    section.current.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    section.current.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [section, generation]);
}
