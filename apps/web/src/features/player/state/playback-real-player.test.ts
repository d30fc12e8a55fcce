// What the real Web Playback SDK does that a page must understand: a relinked track reported
// under another uri, a null state when another Spotify app takes the playback ("Play here"
// takes it back), and a play the browser's autoplay rules stop.
import { describe, expect, it } from 'vitest';
import { RESTORE_DELAY_MS } from './playback-controller';
import { COMMAND_GRACE_MS } from './player-report';
import { MINUTE, setupController as setup, uriOf } from './controller.test-support';

const COPY = 'spotify:track:RelinkedCopyOfTrack000A';

describe('a relinked track (the player reports a copy, linked_from the track we asked for)', () => {
  it('is the same track: followed, not taken for a stop elsewhere', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(COMMAND_GRACE_MS + 3000);
    const report = { uri: COPY, linkedFromUri: uriOf(0), durationMs: 3 * MINUTE, previousUris: [] };
    t.controller.report({ ...report, positionMs: 5000, paused: false });
    expect(t.snap()).toMatchObject({ status: 'playing', index: 0, positionMs: 5000 });
    expect(t.calls).toEqual([{ op: 'play', uri: uriOf(0), positionMs: 0 }]);
    // Next still goes from where we are.
    t.controller.next();
    expect(t.lastPlay()?.uri).toBe(uriOf(1));
  });

  it('without linked_from, another uri playing is a stop elsewhere', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.clock.advance(COMMAND_GRACE_MS + 3000);
    t.controller.report({
      uri: COPY,
      positionMs: 5000,
      durationMs: 3 * MINUTE,
      paused: false,
      previousUris: [],
    });
    expect(t.snap().status).toBe('paused');
  });
});

describe('another Spotify app takes the playback (the SDK reports null)', () => {
  it('shows it as playing elsewhere, and "Play here" takes it back where it has got to', async () => {
    const t = setup();
    t.controller.press(1);
    await t.settle();
    t.clock.advance(10_000);
    expect(t.controller.interrupted('elsewhere')).toBe(true);
    expect(t.snap()).toMatchObject({ status: 'paused', interruption: 'elsewhere', index: 1 });
    // Nothing is sent: the music goes on, on the other device.
    expect(t.calls).toHaveLength(1);
    t.clock.advance(5000);
    expect(t.snap().positionMs).toBe(10_000);

    t.playerWillBeAt({
      uri: uriOf(1),
      positionMs: 15_000,
      durationMs: 3 * MINUTE,
      paused: false,
      previousUris: [],
    });
    t.controller.playHere();
    expect(t.calls.at(-1)).toEqual({ op: 'transfer' });
    expect(t.snap()).toMatchObject({ status: 'playing', pending: true, interruption: null });
    await t.settle();
    expect(t.snap()).toMatchObject({ status: 'playing', pending: false, positionMs: 15_000 });
    t.clock.advance(2000);
    expect(t.snap().positionMs).toBe(17_000);
  });

  it('stays "elsewhere" when taking it back fails, and says so', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.controller.interrupted('elsewhere');
    t.refuseWith(new Error('Spotify is down'));
    t.controller.playHere();
    await t.settle();
    expect(t.snap()).toMatchObject({ status: 'paused', interruption: 'elsewhere' });
    expect(t.failures).toEqual(['play']);
  });

  it('a track pressed meanwhile plays here, and the notice goes', async () => {
    const t = setup();
    t.controller.press(0);
    await t.settle();
    t.controller.interrupted('elsewhere');
    t.controller.press(2);
    expect(t.lastPlay()?.uri).toBe(uriOf(2));
    expect(t.snap().interruption).toBeNull();
  });
});

describe('the browser blocks autoplay', () => {
  it('a restored track stops with the notice; the next press of Play starts it at its place', async () => {
    const t = setup();
    t.controller.setReady(false);
    t.controller.restore({ index: 2, positionMs: 40_000, playing: true });
    t.controller.setReady(true);
    t.clock.advance(RESTORE_DELAY_MS);
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(2), positionMs: 40_000 });
    await t.settle();
    t.controller.interrupted('autoplay');
    expect(t.snap()).toMatchObject({ status: 'paused', interruption: 'autoplay' });
    t.clock.advance(30_000);
    expect(t.calls).toHaveLength(1);

    t.controller.toggle();
    expect(t.lastPlay()).toEqual({ op: 'play', uri: uriOf(2), positionMs: 40_000 });
    expect(t.snap()).toMatchObject({ status: 'playing', interruption: null });
  });
});
