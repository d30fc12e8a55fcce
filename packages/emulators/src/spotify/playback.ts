// The playback of a list of tracks on one device, as plain data and rules: where it is at a
// given time, and what happens when a track ends. The player store applies them with its
// clock; nothing here keeps time itself.

export type Playback = {
  /** Track ids. */
  list: string[];
  index: number;
  /** Position at `anchoredAt`; while playing it grows with the clock. */
  positionMs: number;
  anchoredAt: number;
  paused: boolean;
  /** Indexes into `list` of the tracks already played, oldest first. */
  previous: number[];
  /** Names this play of the list; the SDK's track uids are made from it. */
  listId: string;
  /** The last play, pause, skip or seek: the Web API's `timestamp`. */
  changedAt: number;
};

export type DurationOf = (trackId: string) => number;

export function currentTrackId(playback: Playback): string {
  const id = playback.list[playback.index];
  if (id === undefined) throw new Error(`Playback index ${playback.index} is outside its list`);
  return id;
}

export function positionAt(playback: Playback, durationOf: DurationOf, time: number): number {
  const elapsed = playback.paused ? 0 : time - playback.anchoredAt;
  return Math.min(Math.max(playback.positionMs + elapsed, 0), durationOf(currentTrackId(playback)));
}

/** When the current track ends on the clock; null while paused. */
export function endsAt(playback: Playback, durationOf: DurationOf): number | null {
  if (playback.paused) return null;
  return playback.anchoredAt + durationOf(currentTrackId(playback)) - playback.positionMs;
}

export function startPlayback(
  entry: { list: string[]; index: number; positionMs: number; listId: string },
  durationOf: DurationOf,
  time: number,
): Playback {
  const playback: Playback = {
    ...entry,
    positionMs: 0,
    anchoredAt: time,
    paused: false,
    previous: [],
    changedAt: time,
  };
  // Web API: "a position greater than the length of the track will cause the player to
  // start playing the next song".
  seekTo(playback, entry.positionMs, durationOf, time);
  return playback;
}

/** Applies every track end up to `time`; true when something changed. */
export function settle(playback: Playback, durationOf: DurationOf, time: number): boolean {
  let changed = false;
  for (let end = endsAt(playback, durationOf); end !== null && end <= time;) {
    finishTrack(playback, end);
    changed = true;
    end = endsAt(playback, durationOf);
  }
  return changed;
}

/**
 * The current track ends at `time`: the next one starts from 0 (paused or not, as before),
 * or, after the last, playback stops at 0 with the track still current and also listed as
 * played, which is how the real SDK reports an ended single-track play.
 */
export function finishTrack(playback: Playback, time: number): void {
  playback.previous.push(playback.index);
  if (playback.index + 1 < playback.list.length) playback.index += 1;
  else playback.paused = true;
  moveTo(playback, 0, time);
}

export function seekTo(
  playback: Playback,
  positionMs: number,
  durationOf: DurationOf,
  time: number,
): void {
  if (positionMs >= durationOf(currentTrackId(playback))) finishTrack(playback, time);
  else moveTo(playback, positionMs, time);
}

export function pause(playback: Playback, durationOf: DurationOf, time: number): void {
  moveTo(playback, positionAt(playback, durationOf, time), time);
  playback.paused = true;
}

export function resume(playback: Playback, durationOf: DurationOf, time: number): void {
  moveTo(playback, positionAt(playback, durationOf, time), time);
  playback.paused = false;
}

/** Back one track, or to the start of the first one. */
export function previousTrack(playback: Playback, time: number): void {
  if (playback.index > 0) {
    playback.index -= 1;
    if (playback.previous.at(-1) === playback.index) playback.previous.pop();
  }
  moveTo(playback, 0, time);
}

function moveTo(playback: Playback, positionMs: number, time: number): void {
  playback.positionMs = positionMs;
  playback.anchoredAt = time;
  playback.changedAt = time;
}
