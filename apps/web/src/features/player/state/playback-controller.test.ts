// Spec 4 "Playback", rule by rule: pressing play, progress, next and previous, a track that
// ends, and seeking, on a clock moved by hand.
import { describe, expect, it } from 'vitest';
import { AUTO_ADVANCE_DELAY_MS } from './playback-controller';
import { MINUTE, setupController as setup, track, unfound, uriOf } from './controller.test-support';

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

  it("resumes from where the player's pause landed, a moment after the click", async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(7000);
    t.controller.press(0);
    const paused = { uri: uriOf(0), durationMs: 3 * MINUTE, paused: true, previousUris: [] };
    t.controller.report({ ...paused, positionMs: 7040 });
    t.controller.press(0);
    await t.settle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 7040 });
  });

  it('does not follow a paused report from before a seek made while paused', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(7000);
    t.controller.press(0);
    t.controller.seek(60_000);
    const paused = { uri: uriOf(0), durationMs: 3 * MINUTE, paused: true, previousUris: [] };
    t.controller.report({ ...paused, positionMs: 7040 });
    t.controller.press(0);
    await t.settle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 60_000 });
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

  // The time on screen changes when the music's second does, counted from when the player
  // started the music: never "00:00" for well over a second after it started.
  it('shows the first second one second after the player starts, however long it took to answer', async () => {
    const t = setup();
    t.controller.press(0);
    t.clock.advance(400);
    await t.settle();
    expect(t.snap()).toMatchObject({ status: 'playing', pending: false, positionMs: 0 });
    t.clock.advance(999);
    expect(t.snap().positionMs).toBe(0);
    t.clock.advance(1);
    expect(t.snap().positionMs).toBe(1000);
    t.clock.advance(1000);
    expect(t.snap().positionMs).toBe(2000);
  });

  it('counts whole seconds from a resumed or sought position', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.controller.seek(7400);
    await t.settle();
    t.clock.advance(600);
    expect(t.snap().positionMs).toBe(8000);
    t.clock.advance(250);
    t.controller.press(0);
    expect(t.snap()).toMatchObject({ status: 'paused', positionMs: 8250 });
    t.controller.press(0);
    await t.settle();
    t.clock.advance(750);
    expect(t.snap().positionMs).toBe(9000);
  });

  it('follows where the player says it is, second by second from there', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(5000);
    const playing = { uri: uriOf(0), durationMs: 3 * MINUTE, paused: false, previousUris: [] };
    t.controller.report({ ...playing, positionMs: 5300 });
    t.clock.advance(700);
    expect(t.snap().positionMs).toBe(6000);
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
