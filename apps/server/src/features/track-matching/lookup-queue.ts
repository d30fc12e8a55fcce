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
  // Until when Spotify asked the whole app to wait (a short Retry-After). Searches that reach
  // a slot meanwhile wait there: any search sent now would only earn another 429.
  let resumeAt = 0;

  return {
    // `position`: the song's place in its own list (0 for the first song of a playlist).
    // Ties keep their arrival order.
    run<T>(position: number, search: () => Promise<T>): Promise<T> {
      return queue.add(
        async () => {
          for (let wait = resumeAt - clock().getTime(); wait > 0;) {
            await sleep(wait);
            wait = resumeAt - clock().getTime();
          }
          return search();
        },
        { priority: -position },
      );
    },

    pauseFor(ms: number) {
      resumeAt = Math.max(resumeAt, clock().getTime() + ms);
    },

    // For tests and benchmarks: how many searches run now and how many wait.
    stats: () => ({ running: queue.pending, waiting: queue.size }),
  };
}
