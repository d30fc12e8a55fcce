// When each token of an answer is due: token i at firstTokenDelay + i / tokensPerSecond from
// the start. Waiting for a due time rather than sleeping between tokens keeps timer overshoot
// from adding up over a few hundred tokens.
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type Pace = { firstTokenDelayMs: number; tokensPerSecond: number };

export function dueMs(pace: Pace, index: number): number {
  return (
    pace.firstTokenDelayMs + (pace.tokensPerSecond > 0 ? (index * 1000) / pace.tokensPerSecond : 0)
  );
}

export function createPacer(pace: Pace, signal: AbortSignal) {
  const start = performance.now();
  return {
    /** Resolves when token `index` is due, or at once when the signal aborts. */
    async waitFor(index: number): Promise<void> {
      const wait = dueMs(pace, index) - (performance.now() - start);
      if (wait <= 0 || signal.aborted) return;
      await sleep(wait, undefined, { signal }).catch(() => {});
    },
  };
}

/** Aborts when the client hangs up (the response closes) or when `server` aborts. */
export function untilGone(response: ServerResponse, server: AbortSignal): AbortSignal {
  const gone = new AbortController();
  response.once('close', () => gone.abort());
  return AbortSignal.any([server, gone.signal]);
}
