// @fastify/rate-limit's counter store in PostgreSQL, for several instances on one database
// without Redis: one row per route and requester, counted in fixed windows by a single
// upsert, so two instances cannot both let a request through on the same count.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      const route = (options as RouteInfo).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route.method}${route.url}:`);
    }
  };
}

async function countHit(db: Db, key: string, windowMs: number) {
  const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimitHits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<string>`greatest(0, extract(epoch from (${rateLimitHits.resetsAt} - now())) * 1000)`,
    });
  return { current: row?.hits ?? 1, ttl: Math.ceil(Number(row?.ttlMs ?? windowMs)) };
}

// Windows that ended an hour ago count for nothing; the hourly sweep (app.ts) drops them.
export async function sweepRateLimitHits(db: Db, now: Date): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetsAt, new Date(now.getTime() - 60 * 60 * 1000)));
}
