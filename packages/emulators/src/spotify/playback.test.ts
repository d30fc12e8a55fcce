import { describe, expect, it } from 'vitest';
import {
  type Playback,
  endsAt,
  finishTrack,
  pause,
  positionAt,
  previousTrack,
  resume,
  seekTo,
  settle,
  startPlayback,
} from './playback';

const DURATIONS: Record<string, number> = { a: 10_000, b: 20_000, c: 30_000 };
const durationOf = (id: string) => DURATIONS[id] ?? 0;

function playing(list = ['a', 'b', 'c'], index = 0, positionMs = 0): Playback {
  return startPlayback({ list, index, positionMs, listId: 'l1' }, durationOf, 1000);
}

describe('playback rules', () => {
  it('runs from its anchor while playing, stands still while paused, and never passes the end', () => {
    const playback = playing(['a'], 0, 2000);
    expect(positionAt(playback, durationOf, 1500)).toBe(2500);
    expect(positionAt(playback, durationOf, 99_000)).toBe(10_000);
    pause(playback, durationOf, 3000);
    expect(positionAt(playback, durationOf, 50_000)).toBe(4000);
    expect(endsAt(playback, durationOf)).toBeNull();
    resume(playback, durationOf, 60_000);
    expect(endsAt(playback, durationOf)).toBe(66_000);
  });

  it('settles every track end the clock has passed, at the moment each ended', () => {
    const playback = playing();
    // a ends at 11 000, b at 31 000.
    expect(settle(playback, durationOf, 10_999)).toBe(false);
    expect(settle(playback, durationOf, 31_500)).toBe(true);
    expect(playback).toMatchObject({ index: 2, previous: [0, 1], paused: false });
    expect(positionAt(playback, durationOf, 31_500)).toBe(500);
    expect(playback.changedAt).toBe(31_000);
  });

  it('stops after the last track at 0, with that track current and played', () => {
    const playback = playing(['a']);
    settle(playback, durationOf, 60_000);
    expect(playback).toMatchObject({ index: 0, paused: true, positionMs: 0, previous: [0] });
  });

  it('treats a start or a seek beyond the end as the end of the track', () => {
    const started = playing(['a', 'b'], 0, 10_000);
    expect(started).toMatchObject({ index: 1, positionMs: 0, previous: [0], paused: false });
    seekTo(started, 25_000, durationOf, 2000);
    expect(started).toMatchObject({ index: 1, paused: true, previous: [0, 1] });
  });

  it('keeps a paused player paused when skipping, and goes back to the start of the first track', () => {
    const playback = playing();
    pause(playback, durationOf, 2000);
    finishTrack(playback, 3000);
    expect(playback).toMatchObject({ index: 1, paused: true, previous: [0] });
    previousTrack(playback, 4000);
    expect(playback).toMatchObject({ index: 0, previous: [], positionMs: 0 });
    seekTo(playback, 5000, durationOf, 4000);
    previousTrack(playback, 5000);
    expect(playback).toMatchObject({ index: 0, positionMs: 0, anchoredAt: 5000 });
  });
});
