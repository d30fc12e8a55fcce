// Spec 4 "Playback" when things happen around the music: a restore after a reload, the
// Spotify session running out, the player dropping out, and the playlist changing.
import { describe, expect, it } from 'vitest';
import { RESTORE_DELAY_MS } from './playback-controller';
import { MINUTE, setupController as setup, track, unfound, uriOf } from './controller.test-support';

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
    // On from there, shown at the track's next whole second.
    t.clock.advance(800);
    expect(t.snap().positionMs).toBe(5000);
    t.clock.advance(1000);
    expect(t.snap().positionMs).toBe(6000);
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

// Plays the first track, then the player reports it stopped there.
async function playThenStoppedByPlayerAt(positionMs: number) {
  const t = setup();
  t.controller.press(0);
  await t.settle();
  t.clock.advance(positionMs);
  t.controller.report({
    uri: uriOf(0),
    positionMs,
    durationMs: 3 * MINUTE,
    paused: true,
    previousUris: [],
  });
  return t;
}

describe('the player connection', () => {
  it('shows playback as paused when the player drops out, and carries on when it is back', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(4000);
    t.controller.setReady(false);
    expect(t.snap()).toMatchObject({ status: 'paused', positionMs: 4000, suspended: true });
    t.clock.advance(4000);
    expect(t.snap().positionMs).toBe(4000);
    t.controller.setReady(true);
    t.clock.advance(RESTORE_DELAY_MS);
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 4000 });
  });

  it('a stop reported just before the player drops out counts as the drop-out', async () => {
    const t = await playThenStoppedByPlayerAt(12_000);
    t.clock.advance(500);
    t.controller.setReady(false);
    expect(t.snap()).toMatchObject({ status: 'paused', suspended: true });
    t.controller.setReady(true);
    t.clock.advance(RESTORE_DELAY_MS);
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 12_000 });
  });

  it('a stop made elsewhere long before is left alone', async () => {
    const t = await playThenStoppedByPlayerAt(12_000);
    t.clock.advance(60_000);
    t.controller.setReady(false);
    t.controller.suspend();
    t.controller.setReady(true);
    t.clock.advance(5000);
    expect(t.snap()).toMatchObject({ status: 'paused', suspended: false });
    expect(t.calls.filter((c) => c.op === 'play')).toHaveLength(1);
  });

  it('does not carry on when the person paused in the meantime', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.controller.setReady(false);
    t.controller.setReady(true);
    t.controller.press(0);
    await t.settle();
    t.controller.press(0);
    t.clock.advance(5000);
    expect(t.calls.filter((c) => c.op === 'play')).toHaveLength(2);
    expect(t.snap().status).toBe('paused');
  });

  it('after the session ran out and the player dropped, a refresh brings the music back', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(9000);
    // The player notices the expired token first and drops; the token clock follows.
    t.controller.setReady(false);
    t.controller.suspend();
    t.controller.resumeAfterSuspend();
    expect(t.calls.filter((c) => c.op === 'play')).toHaveLength(1);
    t.controller.setReady(true);
    t.clock.advance(RESTORE_DELAY_MS);
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(0), positionMs: 9000 });
  });
});
