// The playback state machine of spec 4 ("Playback"): playing or paused; pressing play on the
// current track pauses it, otherwise it plays, resuming from the saved position on the same
// track; next and previous wrap; a track that ends is followed by the next after 300 ms;
// progress advances 1 s per second; a restored track resumes after 1 s. It drives the
// player through a port and follows what the player reports, so it runs on a clock and a
// port that tests can replace.
import type { Clock } from '../lib/clock';
import type {
  PlaybackFailure,
  PlaybackPort,
  PlaybackSnapshot,
  SavedPosition,
} from './playback-types';
import { type PlayerReport, readPlayerReport } from './player-report';
import { type QueueTrack, isPlayable, nextIndex, playableFrom, previousIndex } from './queue';

// spec 9: track auto-advance delay.
export const AUTO_ADVANCE_DELAY_MS = 300;
// spec 4: progress advances 1 s per second while playing.
export const PROGRESS_TICK_MS = 1000;
// spec 4: after a restore, the saved track resumes after 1 s.
export const RESTORE_DELAY_MS = 1000;

export type PlaybackController = ReturnType<typeof createPlaybackController>;

export function createPlaybackController(options: {
  clock: Clock;
  port: PlaybackPort;
  onFailure: (kind: PlaybackFailure, error: unknown) => void;
  onSave?: (saved: SavedPosition) => void;
}) {
  const { clock, port, onFailure, onSave } = options;
  let tracks: readonly QueueTrack[] = [];
  let snap: PlaybackSnapshot = {
    current: null,
    index: -1,
    status: 'paused',
    positionMs: 0,
    durationMs: null,
    pending: false,
    suspended: false,
  };
  // Where the current track was when it left the list: the track now there comes next.
  let slot = 0;
  let anchor = { positionMs: 0, at: 0 };
  let seq = 0;
  let lastCommandAt = Number.NEGATIVE_INFINITY;
  let ready = false;
  let resumeWhenReady = false;
  let ending = false;
  let ticker: number | null = null;
  let advanceTimer: number | null = null;
  let restoreTimer: number | null = null;
  const listeners = new Set<() => void>();

  function update(change: Partial<PlaybackSnapshot>) {
    snap = { ...snap, ...change };
    for (const listener of listeners) listener();
    if (snap.current && snap.index >= 0) {
      onSave?.({
        index: snap.index,
        positionMs: Math.round(snap.positionMs),
        playing: snap.status === 'playing',
      });
    }
  }

  function livePosition(): number {
    if (snap.status !== 'playing' || snap.pending || ending) return snap.positionMs;
    const position = anchor.positionMs + (clock.now() - anchor.at);
    return snap.durationMs === null ? position : Math.min(position, snap.durationMs);
  }

  function startTicking() {
    if (ticker === null) ticker = clock.setInterval(tick, PROGRESS_TICK_MS);
  }

  function stopTimers() {
    if (ticker !== null) clock.clearInterval(ticker);
    if (advanceTimer !== null) clock.clearTimeout(advanceTimer);
    if (restoreTimer !== null) clock.clearTimeout(restoreTimer);
    ticker = advanceTimer = restoreTimer = null;
    ending = false;
  }

  function tick() {
    const positionMs = livePosition();
    if (snap.durationMs !== null && positionMs >= snap.durationMs && !snap.pending) {
      trackEnded();
      return;
    }
    update({ positionMs });
  }

  function trackEnded() {
    if (ending) return;
    stopTimers();
    ending = true;
    update({ positionMs: snap.durationMs ?? snap.positionMs });
    advanceTimer = clock.setTimeout(() => {
      advanceTimer = null;
      ending = false;
      const target = nextFromCurrent();
      if (target >= 0) start(target, 0);
      else update({ status: 'paused' });
    }, AUTO_ADVANCE_DELAY_MS);
  }

  function start(index: number, positionMs: number, track = tracks[index]) {
    if (!isPlayable(track)) return;
    stopTimers();
    resumeWhenReady = false;
    const command = ++seq;
    lastCommandAt = clock.now();
    anchor = { positionMs, at: clock.now() };
    slot = index >= 0 ? index : slot;
    update({
      current: track,
      index,
      status: 'playing',
      positionMs,
      durationMs: track.durationMs ?? (snap.current?.key === track.key ? snap.durationMs : null),
      pending: true,
      suspended: false,
    });
    startTicking();
    port.play(track, positionMs).then(
      () => {
        if (command !== seq) return;
        // Playback really starts now, not when the button was pressed.
        anchor = { positionMs, at: clock.now() };
        lastCommandAt = clock.now();
        update({ pending: false });
      },
      (error: unknown) => {
        if (command !== seq) return;
        stopTimers();
        update({ status: 'paused', pending: false });
        onFailure('play', error);
      },
    );
  }

  function pause(options: { suspend?: boolean } = {}) {
    const positionMs = livePosition();
    stopTimers();
    const command = ++seq;
    const pausedAt = clock.now();
    lastCommandAt = pausedAt;
    update({
      status: 'paused',
      positionMs,
      pending: false,
      suspended: options.suspend ?? false,
    });
    port.pause().catch((error: unknown) => {
      if (command !== seq || options.suspend) return;
      // The music did not stop: show it as playing again.
      anchor = { positionMs: positionMs + (clock.now() - pausedAt), at: clock.now() };
      update({ status: 'playing' });
      startTicking();
      onFailure('toggle', error);
    });
  }

  function nextFromCurrent(): number {
    if (!snap.current) return playableFrom(tracks, 0, 1);
    return snap.index >= 0 ? nextIndex(tracks, snap.index) : playableFrom(tracks, slot, 1);
  }

  function previousFromCurrent(): number {
    if (!snap.current) return playableFrom(tracks, tracks.length - 1, -1);
    return snap.index >= 0 ? previousIndex(tracks, snap.index) : playableFrom(tracks, slot - 1, -1);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snap,

    // The playlist changed. `fresh` means a new playlist: what comes next starts at its top.
    setTracks(next: readonly QueueTrack[], options: { fresh?: boolean } = {}) {
      tracks = next;
      if (!snap.current) return;
      const index = next.findIndex((track) => track.key === snap.current?.key);
      if (index >= 0) slot = index;
      else if (options.fresh) slot = 0;
      else if (snap.index >= 0) slot = snap.index;
      if (index !== snap.index) update({ index });
    },

    // spec 4: play on the current track pauses it; otherwise it plays, from the saved
    // position when it is the same track.
    press(index: number) {
      if (index === snap.index && snap.current) {
        if (snap.status === 'playing') pause();
        else start(index, snap.positionMs);
        return;
      }
      start(index, 0);
    },

    // The playback bar's play/pause: the current track, or the first playable one.
    toggle() {
      if (!snap.current) start(playableFrom(tracks, 0, 1), 0);
      else if (snap.status === 'playing') pause();
      else start(snap.index, snap.positionMs, snap.current);
    },

    next() {
      start(nextFromCurrent(), 0);
    },

    previous() {
      start(previousFromCurrent(), 0);
    },

    seek(positionMs: number) {
      if (!snap.current) return;
      const end = snap.durationMs ?? Number.POSITIVE_INFINITY;
      const target = Math.round(Math.min(Math.max(0, positionMs), end));
      if (snap.status !== 'playing' || snap.pending) {
        // Kept for the next play, which starts from the saved position.
        update({ positionMs: target });
        return;
      }
      lastCommandAt = clock.now();
      anchor = { positionMs: target, at: clock.now() };
      update({ positionMs: target });
      port.seek(target).catch((error: unknown) => onFailure('seek', error));
    },

    // What the Web Playback SDK reports (player_state_changed).
    report(player: PlayerReport) {
      if (!snap.current || snap.pending || ending) return;
      const meaning = readPlayerReport(player, {
        currentUri: snap.current.uri,
        playing: snap.status === 'playing',
        positionMs: livePosition(),
        durationMs: snap.durationMs,
        sinceCommandMs: clock.now() - lastCommandAt,
      });
      if (meaning.kind === 'ended') trackEnded();
      else if (meaning.kind === 'stopped-elsewhere') pause();
      else if (meaning.kind === 'follow' && meaning.paused) {
        stopTimers();
        update({
          status: 'paused',
          positionMs: meaning.positionMs,
          durationMs: meaning.durationMs,
        });
      } else if (meaning.kind === 'follow') {
        anchor = { positionMs: meaning.positionMs, at: clock.now() };
        update({
          status: 'playing',
          positionMs: meaning.positionMs,
          durationMs: meaning.durationMs,
        });
        startTicking();
      }
    },

    // After a reload: the saved track at the saved position, resumed 1 s after the player
    // is ready if it was playing.
    restore(saved: SavedPosition) {
      const track = tracks[saved.index];
      if (!isPlayable(track) || snap.current) return;
      const durationMs = track.durationMs;
      const positionMs = Math.max(0, Math.min(saved.positionMs, durationMs ?? saved.positionMs));
      slot = saved.index;
      update({ current: track, index: saved.index, status: 'paused', positionMs, durationMs });
      resumeWhenReady = saved.playing;
      if (ready && resumeWhenReady) scheduleResume();
    },

    // The player connected, or dropped out (its music stops with it).
    setReady(isReady: boolean) {
      const dropped = ready && !isReady;
      ready = isReady;
      if (dropped && snap.status === 'playing' && !snap.pending) {
        const positionMs = livePosition();
        stopTimers();
        update({ status: 'paused', positionMs });
      }
      if (ready && resumeWhenReady) scheduleResume();
    },

    // The player stopped by itself (e.g. the browser refused to start audio without a click).
    interrupted() {
      if (snap.status !== 'playing') return;
      const positionMs = livePosition();
      stopTimers();
      update({ status: 'paused', positionMs, pending: false });
    },

    // spec 4 Token session: at expiry the position is saved and playback pauses.
    suspend() {
      if (snap.current && snap.status === 'playing') pause({ suspend: true });
    },

    // After a refresh: carry on from the saved position.
    resumeAfterSuspend() {
      if (!snap.suspended || !snap.current) return;
      update({ suspended: false });
      if (ready) start(snap.index, snap.positionMs, snap.current);
      else resumeWhenReady = true;
    },

    dispose() {
      stopTimers();
      listeners.clear();
    },
  };

  function scheduleResume() {
    resumeWhenReady = false;
    if (restoreTimer !== null) clock.clearTimeout(restoreTimer);
    restoreTimer = clock.setTimeout(() => {
      restoreTimer = null;
      if (snap.current && snap.status === 'paused') {
        start(snap.index, snap.positionMs, snap.current);
      }
    }, RESTORE_DELAY_MS);
  }
}
