// Spec 4 "Playback", rule by rule, on a clock moved by hand and a player port that records
// what it is asked (the player itself, the Web Playback SDK behind our server, is outside).
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../test/manual-clock';
import {
  AUTO_ADVANCE_DELAY_MS,
  RESTORE_DELAY_MS,
  createPlaybackController,
} from './playback-controller';
import type { PlaybackFailure, PlaybackPort, SavedPosition } from './playback-types';
import type { QueueTrack } from './queue';

const MINUTE = 60_000;
const uriOf = (n: number) => `spotify:track:${String(n).padStart(22, '0')}`;

function track(n: number, overrides: Partial<QueueTrack> = {}): QueueTrack {
  return {
    key: `k${n}`,
    uri: uriOf(n),
    title: `Song ${n}`,
    artist: `Artist ${n}`,
    albumArt: null,
    durationMs: 3 * MINUTE,
    ...overrides,
  };
}

const unfound = (n: number) => track(n, { uri: null });

type Call =
  | { op: 'play'; uri: string; positionMs: number }
  | { op: 'pause' }
  | { op: 'seek'; positionMs: number };

function setup(tracks: QueueTrack[] = [track(0), track(1), track(2)]) {
  const clock = createManualClock();
  const calls: Call[] = [];
  const failures: PlaybackFailure[] = [];
  const saved: SavedPosition[] = [];
  let refuse: Error | null = null;
  const answer = () => (refuse ? Promise.reject(refuse) : Promise.resolve());
  const port: PlaybackPort = {
    play: (t, positionMs) => (calls.push({ op: 'play', uri: t.uri, positionMs }), answer()),
    pause: () => (calls.push({ op: 'pause' }), answer()),
    seek: (positionMs) => (calls.push({ op: 'seek', positionMs }), answer()),
  };
  const controller = createPlaybackController({
    clock,
    port,
    onFailure: (kind) => failures.push(kind),
    onSave: (s) => saved.push(s),
  });
  controller.setTracks(tracks);
  controller.setReady(true);
  return {
    clock,
    calls,
    failures,
    saved,
    controller,
    snap: () => controller.getSnapshot(),
    refuseWith(error: Error | null) {
      refuse = error;
    },
    // Lets the port's answers (promises) settle.
    settle: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    lastPlay: () => calls.filter((c) => c.op === 'play').at(-1),
  };
}

describe('pressing play (spec 4)', () => {
  it('plays a track from its start', async () => {
    const t = setup();
    t.controller.press(1);
    await t.settle();
    expect(t.calls).toEqual([{ op: 'play', uri: uriOf(1), positionMs: 0 }]);
    expect(t.snap()).toMatchObject({ index: 1, status: 'playing', positionMs: 0, pending: false });
  });

  it('pauses the current track when it is playing, keeping its position', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(5000);
    t.controller.press(0);
    expect(t.calls.at(-1)).toEqual({ op: 'pause' });
    expect(t.snap()).toMatchObject({ status: 'paused', positionMs: 5000 });
  });

  it('resumes the same track from the saved position', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(7000);
    t.controller.press(0);
    t.clock.advance(30_000);
    t.controller.press(0);
    await t.settle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 7000 });
    expect(t.snap()).toMatchObject({ status: 'playing', positionMs: 7000 });
  });

  it('starts another track from its beginning, not from the saved position', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(9000);
    t.controller.press(2);
    await t.settle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(2), positionMs: 0 });
  });

  it('the bar toggle starts the first playable track when nothing was chosen', async () => {
    const t = setup([unfound(0), track(1), track(2)]);
    t.controller.toggle();
    await t.settle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(1), positionMs: 0 });
    t.controller.toggle();
    expect(t.snap().status).toBe('paused');
  });

  it('shows the track as paused again, and says so, when Spotify refuses to play', async () => {
    const t = setup();
    t.refuseWith(new Error('premium'));
    t.controller.press(0);
    expect(t.snap()).toMatchObject({ status: 'playing', pending: true });
    await t.settle();
    expect(t.snap()).toMatchObject({ status: 'paused', pending: false });
    expect(t.failures).toEqual(['play']);
  });

  it('keeps playing, and says so, when a pause is refused', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(2000);
    t.refuseWith(new Error('gone'));
    t.controller.press(0);
    await t.settle();
    expect(t.snap().status).toBe('playing');
    expect(t.failures).toEqual(['toggle']);
    t.clock.advance(1000);
    expect(t.snap().positionMs).toBe(3000);
  });
});

describe('progress (spec 4: 1 s per second while playing)', () => {
  it('advances one second per second while playing, and not while paused', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(1000);
    expect(t.snap().positionMs).toBe(1000);
    t.clock.advance(2000);
    expect(t.snap().positionMs).toBe(3000);
    t.controller.press(0);
    t.clock.advance(10_000);
    expect(t.snap().positionMs).toBe(3000);
  });

  it('does not advance while the play command is still on its way', () => {
    const t = setup();
    t.controller.press(0);
    t.clock.advance(3000);
    expect(t.snap().positionMs).toBe(0);
  });

  it('saves the track index and position as it goes (last_track_index, track_progress)', async () => {
    const t = setup();
    t.controller.press(1);
    await t.settle();
    t.clock.advance(4000);
    expect(t.saved.at(-1)).toEqual({ index: 1, positionMs: 4000, playing: true });
    t.controller.press(1);
    expect(t.saved.at(-1)).toEqual({ index: 1, positionMs: 4000, playing: false });
  });
});

describe('next and previous (spec 4: they wrap around)', () => {
  it('next goes from the last track to the first', async () => {
    const t = setup();
    t.controller.press(2);
    await t.settle();
    t.controller.next();
    await t.settle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 0 });
    expect(t.snap().index).toBe(0);
  });

  it('previous goes from the first track to the last', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.controller.previous();
    await t.settle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(2), positionMs: 0 });
  });

  it('skips tracks Spotify does not have, in both directions', async () => {
    const t = setup([track(0), unfound(1), track(2), unfound(3)]);
    t.controller.press(0);
    await t.settle();
    t.controller.next();
    expect(t.lastPlay()?.uri).toBe(uriOf(2));
    t.controller.next();
    expect(t.lastPlay()?.uri).toBe(uriOf(0));
    t.controller.previous();
    expect(t.lastPlay()?.uri).toBe(uriOf(2));
  });

  it('an unplayable track cannot be pressed', () => {
    const t = setup([unfound(0), track(1)]);
    t.controller.press(0);
    expect(t.calls).toEqual([]);
    expect(t.snap().current).toBeNull();
  });
});

describe('a track that ends (spec 4: the next starts after 300 ms)', () => {
  it('starts the next track 300 ms after the end, not sooner', async () => {
    const t = setup([track(0, { durationMs: 10_000 }), track(1)]);
    t.controller.press(0);
    await t.settle();
    t.clock.advance(10_000);
    expect(t.calls).toHaveLength(1);
    t.clock.advance(AUTO_ADVANCE_DELAY_MS - 1);
    expect(t.calls).toHaveLength(1);
    t.clock.advance(1);
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(1), positionMs: 0 });
  });

  it('wraps to the first playable track after the last', async () => {
    const t = setup([unfound(0), track(1), track(2, { durationMs: 5000 })]);
    t.controller.press(2);
    await t.settle();
    t.clock.advance(5000 + AUTO_ADVANCE_DELAY_MS);
    expect(t.lastPlay()?.uri).toBe(uriOf(1));
  });

  it('also ends when the player reports the track finished', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(3 * MINUTE - 2000);
    t.controller.report({
      uri: uriOf(0),
      positionMs: 0,
      durationMs: 3 * MINUTE,
      paused: true,
      previousUris: [uriOf(0)],
    });
    t.clock.advance(AUTO_ADVANCE_DELAY_MS);
    expect(t.lastPlay()?.uri).toBe(uriOf(1));
  });

  it('seeking to the end finishes the track', async () => {
    const t = setup([track(0, { durationMs: 60_000 }), track(1)]);
    t.controller.press(0);
    await t.settle();
    t.controller.seek(59_000);
    expect(t.calls.at(-1)).toEqual({ op: 'seek', positionMs: 59_000 });
    t.clock.advance(1000 + AUTO_ADVANCE_DELAY_MS);
    expect(t.lastPlay()?.uri).toBe(uriOf(1));
  });
});

describe('seeking', () => {
  it('seeks the player while playing, clamped to the track', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.controller.seek(-50);
    expect(t.calls.at(-1)).toEqual({ op: 'seek', positionMs: 0 });
    t.controller.seek(10 * MINUTE);
    expect(t.calls.at(-1)).toEqual({ op: 'seek', positionMs: 3 * MINUTE });
  });

  it('while paused, moves the saved position that the next play starts from', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.controller.press(0);
    t.controller.seek(42_000);
    expect(t.calls.filter((c) => c.op === 'seek')).toEqual([]);
    t.controller.press(0);
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 42_000 });
  });

  it('says so when a seek fails', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.refuseWith(new Error('nope'));
    t.controller.seek(1000);
    await t.settle();
    expect(t.failures).toEqual(['seek']);
  });
});

describe('after a restore (spec 4: the saved track resumes after 1 s)', () => {
  it('resumes the saved track at the saved position 1 s after the player is ready', () => {
    const t = setup();
    t.controller.setReady(false);
    t.controller.restore({ index: 2, positionMs: 83_000, playing: true });
    expect(t.snap()).toMatchObject({ index: 2, status: 'paused', positionMs: 83_000 });
    t.clock.advance(5000);
    expect(t.calls).toEqual([]);
    t.controller.setReady(true);
    t.clock.advance(RESTORE_DELAY_MS - 1);
    expect(t.calls).toEqual([]);
    t.clock.advance(1);
    expect(t.calls).toEqual([{ op: 'play', uri: uriOf(2), positionMs: 83_000 }]);
  });

  it('a track that was paused comes back paused at its position', () => {
    const t = setup();
    t.controller.restore({ index: 1, positionMs: 12_000, playing: false });
    t.clock.advance(5000);
    expect(t.calls).toEqual([]);
    expect(t.snap()).toMatchObject({ index: 1, status: 'paused', positionMs: 12_000 });
  });

  it('ignores a saved index that is no longer playable', () => {
    const t = setup([track(0), unfound(1)]);
    t.controller.restore({ index: 1, positionMs: 1000, playing: true });
    t.controller.restore({ index: 7, positionMs: 1000, playing: true });
    t.clock.advance(5000);
    expect(t.snap().current).toBeNull();
  });
});

describe('the Spotify session (spec 4 Token session)', () => {
  it('pauses at expiry, keeps the position, and carries on from it after a refresh', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(61_000);
    t.controller.suspend();
    expect(t.calls.at(-1)).toEqual({ op: 'pause' });
    expect(t.snap()).toMatchObject({ status: 'paused', positionMs: 61_000, suspended: true });
    t.clock.advance(60_000);
    t.controller.resumeAfterSuspend();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 61_000 });
    expect(t.snap().suspended).toBe(false);
  });

  it('does nothing after a refresh when the session did not interrupt playback', () => {
    const t = setup();
    t.controller.resumeAfterSuspend();
    expect(t.calls).toEqual([]);
  });
});

describe('following the player', () => {
  it('follows a pause made elsewhere, once our own command is past', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    const report = { uri: uriOf(0), durationMs: 3 * MINUTE, paused: true, previousUris: [] };
    t.controller.report({ ...report, positionMs: 500 });
    expect(t.snap().status).toBe('playing');
    t.clock.advance(20_000);
    t.controller.report({ ...report, positionMs: 20_000 });
    expect(t.snap()).toMatchObject({ status: 'paused', positionMs: 20_000 });
  });

  it('takes the position and duration the player reports', async () => {
    const t = setup([track(0, { durationMs: null })]);
    t.controller.press(0);
    await t.settle();
    t.clock.advance(5000);
    t.controller.report({
      uri: uriOf(0),
      positionMs: 4200,
      durationMs: 200_000,
      paused: false,
      previousUris: [],
    });
    expect(t.snap()).toMatchObject({ positionMs: 4200, durationMs: 200_000 });
    t.clock.advance(1000);
    expect(t.snap().positionMs).toBe(5200);
  });
});

describe('when the playlist changes', () => {
  it('after the current track is removed, next plays the one that followed it', async () => {
    const t = setup([track(0), track(1), track(2)]);
    t.controller.press(1);
    await t.settle();
    t.controller.setTracks([track(0), track(2)]);
    expect(t.snap().index).toBe(-1);
    expect(t.snap().current?.key).toBe('k1');
    t.controller.next();
    expect(t.lastPlay()?.uri).toBe(uriOf(2));
  });

  it('follows the current track to its new place', async () => {
    const t = setup([track(0), track(1), track(2)]);
    t.controller.press(2);
    await t.settle();
    t.controller.setTracks([track(1), track(2), track(0)]);
    expect(t.snap().index).toBe(1);
  });

  it('after a new playlist, what comes next starts at its top', async () => {
    const t = setup([track(0), track(1), track(2)]);
    t.controller.press(2);
    await t.settle();
    t.controller.setTracks([track(5), track(6), track(7)], { fresh: true });
    t.controller.next();
    expect(t.lastPlay()?.uri).toBe(uriOf(5));
  });
});

describe('the player connection', () => {
  it('shows playback as paused when the player drops out', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(4000);
    t.controller.setReady(false);
    expect(t.snap()).toMatchObject({ status: 'paused', positionMs: 4000 });
    t.clock.advance(4000);
    expect(t.snap().positionMs).toBe(4000);
  });
});
