// The server's Spotify searches, scheduled fairly (decision 015): at most `concurrency` at
// once, and a song earlier in its own list goes first, so that every person generating sees
// their first songs found before anyone's later songs are searched. One queue serves every
// generation; Spotify's rate limit is the app's, not a person's (AMENDMENTS A4).
import PQueue from 'p-queue';

export type LookupQueue = ReturnType<typeof createLookupQueue>;

export function createLookupQueue(options: {
  concurrency: number;
  clock: () => Date;
  sleep: (ms: number) => Promise<void>;
}) {
  const { clock, sleep } = options;
  const queue = new PQueue({ concurrency: options.concurrency });
  // While Spotify asks the whole app to wait (a short Retry-After), searches that reach a
  // slot wait there (`resumed`): any search sent now would only earn another 429.
  let pause: Promise<void> | null = null;
  let pauseEnds = 0;

  return {
    // `position`: the song's place in its own list (0 for the first song of a playlist).
    // Ties keep their arrival order.
    run<T>(position: number, search: () => Promise<T>): Promise<T> {
      return queue.add(() => search(), { priority: -position });
    },

    // Awaited by a search at its turn, right before it is sent.
    async resumed() {
      while (pause) await pause;
    },

    pauseFor(ms: number) {
      const ends = clock().getTime() + ms;
      if (pause && ends <= pauseEnds) return;
      pauseEnds = ends;
      const current: Promise<void> = sleep(ms).then(() => {
        if (pause === current) pause = null;
      });
      pause = current;
    },

    // Slots no search is using or waiting for.
    freeSlots: () => Math.max(0, options.concurrency - queue.pending - queue.size),

    // For tests and benchmarks: how many searches run now and how many wait.
    stats: () => ({ running: queue.pending, waiting: queue.size }),
  };
}
