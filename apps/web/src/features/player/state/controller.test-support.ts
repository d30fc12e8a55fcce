// A playback controller on a hand-moved clock, with a player port that records what it is
// asked: the player itself (the Web Playback SDK behind our server) is the outside world.
import { createManualClock } from '../../../test/manual-clock';
import { createPlaybackController } from './playback-controller';
import type { PlaybackFailure, PlaybackPort, SavedPosition } from './playback-types';
import type { PlayerReport } from './player-report';
import type { QueueTrack } from './queue';

export const MINUTE = 60_000;
export const uriOf = (n: number) => `spotify:track:${String(n).padStart(22, '0')}`;

export function track(n: number, overrides: Partial<QueueTrack> = {}): QueueTrack {
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

export const unfound = (n: number) => track(n, { uri: null });

type Call =
  | { op: 'play'; uri: string; positionMs: number }
  | { op: 'pause' }
  | { op: 'seek'; positionMs: number }
  | { op: 'transfer' };

export function setupController(tracks: QueueTrack[] = [track(0), track(1), track(2)]) {
  const clock = createManualClock();
  const calls: Call[] = [];
  const failures: PlaybackFailure[] = [];
  const saved: SavedPosition[] = [];
  let refuse: Error | null = null;
  // Where the player says it is after a transfer.
  let where: PlayerReport | null = null;
  const answer = () => (refuse ? Promise.reject(refuse) : Promise.resolve());
  const port: PlaybackPort = {
    play: (t, positionMs) => (calls.push({ op: 'play', uri: t.uri, positionMs }), answer()),
    pause: () => (calls.push({ op: 'pause' }), answer()),
    seek: (positionMs) => (calls.push({ op: 'seek', positionMs }), answer()),
    transfer: () => {
      calls.push({ op: 'transfer' });
      return refuse ? Promise.reject(refuse) : Promise.resolve(where);
    },
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
    playerWillBeAt(report: PlayerReport | null) {
      where = report;
    },
    // Lets the port's answers (promises) settle.
    settle: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    lastPlay: () => calls.filter((c) => c.op === 'play').at(-1),
  };
}
