// One track on the player: playing or paused, where it is (1 s per second while playing,
// spec 4), and the commands that go to the player for it. It knows nothing of the playlist:
// when the track reaches its end it says so, and the controller decides what comes next.
import type { Clock } from '../lib/clock';
import type {
  PlaybackFailure,
  PlaybackPort,
  PlaybackSnapshot,
  PlayableTrack,
  SavedPosition,
} from './playback-types';

// spec 4: progress advances 1 s per second while playing.
export const PROGRESS_TICK_MS = 1000;

export function createTransport(options: {
  clock: Clock;
  port: PlaybackPort;
  onFailure: (kind: PlaybackFailure, error: unknown) => void;
  onSave?: (saved: SavedPosition) => void;
  onEnded: () => void;
}) {
  const { clock, port, onFailure, onSave, onEnded } = options;
  let snap: PlaybackSnapshot = {
    current: null,
    index: -1,
    status: 'paused',
    positionMs: 0,
    durationMs: null,
    pending: false,
    suspended: false,
    interruption: null,
  };
  let anchor = { positionMs: 0, at: 0 };
  let seq = 0;
  let lastCommandAt = Number.NEGATIVE_INFINITY;
  let ended = false;
  let ticker: number | null = null;
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
    if (snap.status !== 'playing' || snap.pending || ended) return snap.positionMs;
    const position = anchor.positionMs + (clock.now() - anchor.at);
    return snap.durationMs === null ? position : Math.min(position, snap.durationMs);
  }

  // The next tick comes when the shown second changes (a whole second of the track, or its
  // end), counted from where the music is, not from when the button was pressed: the time on
  // screen moves a second after the music starts, never a second and a fraction.
  function startTicking() {
    if (ticker !== null) clock.clearTimeout(ticker);
    ticker = clock.setTimeout(tick, untilNextTick());
  }

  function untilNextTick(): number {
    // Waiting for the player: the position holds until it answers (then ticking starts again).
    if (snap.pending) return PROGRESS_TICK_MS;
    const positionMs = livePosition();
    const toSecond = PROGRESS_TICK_MS - (positionMs % PROGRESS_TICK_MS);
    const toEnd = snap.durationMs === null ? toSecond : snap.durationMs - positionMs;
    return Math.max(1, Math.min(toSecond, toEnd));
  }

  function stopTicking() {
    if (ticker !== null) clock.clearTimeout(ticker);
    ticker = null;
    ended = false;
  }

  function tick() {
    ticker = null;
    const positionMs = livePosition();
    if (snap.durationMs !== null && positionMs >= snap.durationMs && !snap.pending) end();
    else {
      update({ positionMs });
      startTicking();
    }
  }

  // The track is over; the status stays "playing" through the short gap before the next.
  function end() {
    if (ended) return;
    stopTicking();
    ended = true;
    update({ positionMs: snap.durationMs ?? snap.positionMs });
    onEnded();
  }

  function markCommand() {
    lastCommandAt = clock.now();
    return ++seq;
  }

  return {
    snapshot: () => snap,
    update,
    livePosition,
    end,
    ended: () => ended,
    sinceCommandMs: () => clock.now() - lastCommandAt,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    play(track: PlayableTrack, index: number, positionMs: number) {
      stopTicking();
      const command = markCommand();
      anchor = { positionMs, at: clock.now() };
      const durationMs =
        track.durationMs ?? (snap.current?.key === track.key ? snap.durationMs : null);
      update({
        current: track,
        index,
        status: 'playing',
        positionMs,
        durationMs,
        pending: true,
        suspended: false,
        interruption: null,
      });
      startTicking();
      port.play(track, positionMs).then(
        () => {
          if (command !== seq) return;
          // Playback really starts now, not when the button was pressed.
          anchor = { positionMs, at: clock.now() };
          lastCommandAt = clock.now();
          update({ pending: false });
          startTicking();
        },
        (error: unknown) => {
          if (command !== seq) return;
          stopTicking();
          update({ status: 'paused', pending: false });
          onFailure('play', error);
        },
      );
    },

    pause(options: { suspend?: boolean } = {}) {
      const positionMs = livePosition();
      stopTicking();
      const command = markCommand();
      const pausedAt = clock.now();
      update({
        status: 'paused',
        positionMs,
        pending: false,
        suspended: !!options.suspend,
        interruption: null,
      });
      port.pause().catch((error: unknown) => {
        if (command !== seq || options.suspend) return;
        // The music did not stop: show it as playing again.
        anchor = { positionMs: positionMs + (clock.now() - pausedAt), at: clock.now() };
        update({ status: 'playing' });
        startTicking();
        onFailure('toggle', error);
      });
    },

    seek(target: number) {
      if (snap.status !== 'playing' || snap.pending) {
        // Kept for the next play, which starts from the saved position.
        update({ positionMs: target });
        return;
      }
      markCommand();
      anchor = { positionMs: target, at: clock.now() };
      update({ positionMs: target });
      startTicking();
      port.seek(target).catch((error: unknown) => onFailure('seek', error));
    },

    // "Play here": the playback another Spotify app took comes back, where it has got to.
    takeBack() {
      stopTicking();
      const command = markCommand();
      anchor = { positionMs: snap.positionMs, at: clock.now() };
      update({ status: 'playing', pending: true, interruption: null, suspended: false });
      startTicking();
      port.transfer().then(
        (report) => {
          if (command !== seq) return;
          lastCommandAt = clock.now();
          const positionMs = report && !report.paused ? report.positionMs : snap.positionMs;
          anchor = { positionMs, at: clock.now() };
          update({ pending: false, positionMs });
          startTicking();
        },
        (error: unknown) => {
          if (command !== seq) return;
          stopTicking();
          update({ status: 'paused', pending: false, interruption: 'elsewhere' });
          onFailure('play', error);
        },
      );
    },

    // Stopped without a command of ours: the player dropped out or paused by itself.
    halt(change: Partial<PlaybackSnapshot> = {}) {
      const positionMs = livePosition();
      stopTicking();
      update({ status: 'paused', positionMs, pending: false, ...change });
    },

    // The player says where it is and whether it plays.
    follow(report: { paused: boolean; positionMs: number; durationMs: number | null }) {
      const { paused, positionMs, durationMs } = report;
      if (paused) stopTicking();
      else anchor = { positionMs, at: clock.now() };
      update({ status: paused ? 'paused' : 'playing', positionMs, durationMs });
      if (!paused) startTicking();
    },

    dispose() {
      stopTicking();
      listeners.clear();
    },
  };
}
