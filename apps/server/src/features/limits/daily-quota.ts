// Each person's fair share of the outside quotas everyone shares (the video platform's ~100
// searches a day, Spotify's and the movie database's rate limits, the AI bill, the disk).
// A call that would spend one is counted against the person who caused it, before it is
// made; answers served from our own caches cost nothing. Counted in the database by UTC day,
// so every instance agrees.
import { lt, sql } from 'drizzle-orm';
import type { DailyShares } from '../../config';
import type { Db } from '../../db/client';
import { dailyUsage } from '../../db/schema';
import { RateLimitedError } from '../../errors';

export type QuotaResource = keyof DailyShares;

const WHAT: Record<QuotaResource, string> = {
  spotifySearches: 'Spotify searches',
  videoSearches: 'video searches',
  posterLookups: 'poster lookups',
  aiCalls: 'AI requests',
  uploads: 'photo uploads',
  uploadBytes: 'photo storage',
};

const DAY_MS = 24 * 60 * 60 * 1000;

export class DailyQuotaError extends RateLimitedError {
  constructor(resource: QuotaResource, share: number, retryAfterSeconds: number) {
    const amount =
      resource === 'uploadBytes'
        ? `${Math.round(share / (1024 * 1024))} MB`
        : share.toLocaleString('en-US');
    super(
      retryAfterSeconds,
      `You have used today's share of ${WHAT[resource]} (${amount} a day). It renews at midnight UTC.`,
    );
  }
}

export type DailyQuota = ReturnType<typeof createDailyQuota>;

export function createDailyQuota(deps: { db: Db; clock: () => Date; shares: DailyShares }) {
  const { db, clock, shares } = deps;

  // Counts `amount` and answers whether the person is still within their share.
  async function count(userId: string, resource: QuotaResource, amount: number) {
    const day = clock().toISOString().slice(0, 10);
    const [row] = await db
      .insert(dailyUsage)
      .values({ userId, day, resource, used: amount })
      .onConflictDoUpdate({
        target: [dailyUsage.userId, dailyUsage.day, dailyUsage.resource],
        set: { used: sql`${dailyUsage.used} + ${amount}` },
      })
      .returning({ used: dailyUsage.used });
    return (row?.used ?? amount) <= shares[resource];
  }

  return {
    // For calls that cannot go ahead without the quota: 429 once the share is spent.
    async spend(userId: string, resource: QuotaResource, amount = 1): Promise<void> {
      if (await count(userId, resource, amount)) return;
      const now = clock().getTime();
      const untilMidnight = Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);
      throw new DailyQuotaError(resource, shares[resource], untilMidnight);
    },

    // For calls with a way around (the video chain's other steps, a monogram for a poster).
    trySpend(userId: string, resource: QuotaResource, amount = 1): Promise<boolean> {
      return count(userId, resource, amount);
    },
  };
}

// Yesterday's counts are kept a day for the logs; the hourly sweep (app.ts) drops older ones.
export async function sweepDailyUsage(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
  await db.delete(dailyUsage).where(lt(dailyUsage.day, cutoff));
}
