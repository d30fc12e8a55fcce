// The playback state machine of spec 4 ("Playback"): playing or paused; pressing play on the
// current track pauses it, otherwise it plays, resuming from the saved position on the same
// track; next and previous wrap; a track that ends is followed by the next after 300 ms;
// progress advances 1 s per second (the transport); a restored track resumes after 1 s. It
// runs on a clock and a player port that tests can replace.
import type { Clock } from '../lib/clock';
import type { Interruption, PlaybackFailure, PlaybackPort, SavedPosition } from './playback-types';
import { createTransport } from './playback-transport';
import { type PlayerReport, readPlayerReport } from './player-report';
import { type QueueTrack, isPlayable, nextIndex, playableFrom, previousIndex } from './queue';

export { PROGRESS_TICK_MS } from './playback-transport';
// spec 9: track auto-advance delay.
export const AUTO_ADVANCE_DELAY_MS = 300;
// spec 4: after a restore, the saved track resumes after 1 s.
export const RESTORE_DELAY_MS = 1000;
// A stop the player reports this shortly before it drops out (or the session runs out) was
// that interruption, not a person pressing pause somewhere else.
const INTERRUPTION_WINDOW_MS = 5000;

export function createPlaybackController(options: {
  clock: Clock;
  port: PlaybackPort;
  onFailure: (kind: PlaybackFailure, error: unknown) => void;
  onSave?: (saved: SavedPosition) => void;
}) {
  const { clock } = options;
  const transport = createTransport({ ...options, onEnded: scheduleNext });
  const snap = transport.snapshot;
  let tracks: readonly QueueTrack[] = [];
  // Where the current track was when it left the list: the track now there comes next.
  let slot = 0;
  let ready = false;
  let resumeWhenReady = false;
  let playerStoppedAt = Number.NEGATIVE_INFINITY;
  let advanceTimer: number | null = null;
  let resumeTimer: number | null = null;

  function cancelScheduled() {
    if (advanceTimer !== null) clock.clearTimeout(advanceTimer);
    if (resumeTimer !== null) clock.clearTimeout(resumeTimer);
    advanceTimer = resumeTimer = null;
  }

  // Every command of the person's (or of the rules) replaces whatever was scheduled.
  function start(index: number, positionMs: number, track = tracks[index]) {
    if (!isPlayable(track)) return;
    cancelScheduled();
    resumeWhenReady = false;
    playerStoppedAt = Number.NEGATIVE_INFINITY;
    if (index >= 0) slot = index;
    transport.play(track, index, positionMs);
  }

  function pause(options: { suspend?: boolean } = {}) {
    cancelScheduled();
    playerStoppedAt = Number.NEGATIVE_INFINITY;
    transport.pause(options);
  }

  function scheduleNext() {
    advanceTimer = clock.setTimeout(() => {
      advanceTimer = null;
      const target = nextFromCurrent();
      if (target >= 0) start(target, 0);
      else transport.halt();
    }, AUTO_ADVANCE_DELAY_MS);
  }

  function scheduleResume() {
    resumeWhenReady = false;
    if (resumeTimer !== null) clock.clearTimeout(resumeTimer);
    resumeTimer = clock.setTimeout(() => {
      resumeTimer = null;
      const { current, status, index, positionMs } = snap();
      if (current && status === 'paused') start(index, positionMs, current);
    }, RESTORE_DELAY_MS);
  }

  function nextFromCurrent(): number {
    const { current, index } = snap();
    if (!current) return playableFrom(tracks, 0, 1);
    return index >= 0 ? nextIndex(tracks, index) : playableFrom(tracks, slot, 1);
  }

  function previousFromCurrent(): number {
    const { current, index } = snap();
    if (!current) return playableFrom(tracks, tracks.length - 1, -1);
    return index >= 0 ? previousIndex(tracks, index) : playableFrom(tracks, slot - 1, -1);
  }

  function stoppedJustNow(): boolean {
    const { current, status } = snap();
    return (
      current !== null &&
      status === 'paused' &&
      clock.now() - playerStoppedAt < INTERRUPTION_WINDOW_MS
    );
  }

  return {
    subscribe: transport.subscribe,
    getSnapshot: snap,

    // The playlist changed. `fresh` means a new playlist: what comes next starts at its top.
    setTracks(next: readonly QueueTrack[], options: { fresh?: boolean } = {}) {
      tracks = next;
      const { current, index: was } = snap();
      if (!current) return;
      const index = next.findIndex((track) => track.key === current.key);
      if (index >= 0) slot = index;
      else if (options.fresh) slot = 0;
      else if (was >= 0) slot = was;
      if (index !== was) transport.update({ index });
    },

    // spec 4: play on the current track pauses it; otherwise it plays, from the saved
    // position when it is the same track.
    press(index: number) {
      const { current, status, positionMs } = snap();
      if (index === snap().index && current) {
        if (status === 'playing') pause();
        else start(index, positionMs);
      } else {
        start(index, 0);
      }
    },

    // The playback bar's play/pause: the current track, or the first playable one.
    toggle() {
      const { current, status, index, positionMs } = snap();
      if (!current) start(playableFrom(tracks, 0, 1), 0);
      else if (status === 'playing') pause();
      else start(index, positionMs, current);
    },

    next: () => start(nextFromCurrent(), 0),
    previous: () => start(previousFromCurrent(), 0),

    seek(positionMs: number) {
      const { current, durationMs } = snap();
      if (!current) return;
      const end = durationMs ?? Number.POSITIVE_INFINITY;
      transport.seek(Math.round(Math.min(Math.max(0, positionMs), end)));
    },

    // What the Web Playback SDK reports (player_state_changed).
    report(player: PlayerReport) {
      const { current, pending, status, durationMs } = snap();
      if (!current || pending || transport.ended()) return;
      const meaning = readPlayerReport(player, {
        currentUri: current.uri,
        playing: status === 'playing',
        positionMs: transport.livePosition(),
        durationMs,
        sinceCommandMs: transport.sinceCommandMs(),
      });
      if (meaning.kind === 'ended') transport.end();
      else if (meaning.kind === 'stopped-elsewhere') pause();
      else if (meaning.kind === 'follow') {
        if (meaning.paused && status === 'playing') playerStoppedAt = clock.now();
        transport.follow(meaning);
      }
    },

    // After a reload: the saved track at the saved position, resumed 1 s after the player
    // is ready if it was playing.
    restore(saved: SavedPosition) {
      const track = tracks[saved.index];
      if (!isPlayable(track) || snap().current) return;
      const durationMs = track.durationMs;
      const positionMs = Math.max(0, Math.min(saved.positionMs, durationMs ?? saved.positionMs));
      slot = saved.index;
      transport.update({ current: track, index: saved.index, positionMs, durationMs });
      resumeWhenReady = saved.playing;
      if (ready && resumeWhenReady) scheduleResume();
    },

    // The player connected, or dropped out. Music that stopped because the player dropped out
    // (a lost connection, a token Spotify no longer takes) carries on once it is back.
    setReady(isReady: boolean) {
      const dropped = ready && !isReady;
      ready = isReady;
      const { status, pending } = snap();
      if (dropped && status === 'playing' && !pending) {
        cancelScheduled();
        transport.halt({ suspended: true });
      } else if (dropped && stoppedJustNow()) {
        transport.update({ suspended: true });
      }
      if (ready && (resumeWhenReady || snap().suspended)) scheduleResume();
    },

    // The player stopped by itself: a playback error, another Spotify app took the playback
    // ('elsewhere', the SDK's null state) or the browser refused to start audio without a
    // click ('autoplay'). Answers whether music was playing.
    interrupted(why?: Interruption): boolean {
      const { current, status } = snap();
      const playing = status === 'playing';
      if (!current || (!playing && !why)) return false;
      cancelScheduled();
      resumeWhenReady = false;
      transport.halt(why ? { interruption: why } : {});
      return playing;
    },

    // "Play here": takes back what another Spotify app is playing.
    playHere() {
      const { current, interruption } = snap();
      if (!current || interruption !== 'elsewhere') return;
      cancelScheduled();
      transport.takeBack();
    },

    // spec 4 Token session: at expiry the position is saved and playback pauses.
    suspend() {
      const { current, status } = snap();
      if (current && status === 'playing') pause({ suspend: true });
      else if (stoppedJustNow()) transport.update({ suspended: true });
    },

    // After a refresh: carry on from the saved position (once the player is back).
    resumeAfterSuspend() {
      const { suspended, current, index, positionMs } = snap();
      if (suspended && current && ready) start(index, positionMs, current);
    },

    dispose() {
      cancelScheduled();
      transport.dispose();
    },
  };
}
