// Each person may make a limited number of AI calls per minute; above it the answer is 429
// with a message that says when to try again.
import { countAiCall } from '../db/ai-call-windows';
import type { Db } from '../db/client';
import { RateLimitedError } from '../errors';

const WINDOW_MS = 60_000;

export type AiRateLimit = ReturnType<typeof createAiRateLimit>;

export function createAiRateLimit(deps: { db: Db; clock: () => Date; callsPerMinute: number }) {
  return {
    async take(userId: string): Promise<void> {
      const now = deps.clock().getTime();
      const windowStart = now - (now % WINDOW_MS);
      const calls = await countAiCall(deps.db, userId, new Date(windowStart));
      if (calls > deps.callsPerMinute) {
        throw new RateLimitedError(Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000)));
      }
    },
  };
}
