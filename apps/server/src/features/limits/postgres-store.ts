// @fastify/rate-limit's counter store in PostgreSQL, for several instances on one database
// without Redis. Writing once per request would make every request, health checks included,
// a write on one hot row; instead an instance takes a lease of several hits at once (one
// upsert adds them all) and spends it from memory, and a requester over the limit is turned
// away from memory until the window ends. An instance may hold up to a lease of unspent hits,
// so with N instances a requester can be refused up to N leases early, never let in late.
// Requests that find a requester's lease spent while another is being taken wait for that one:
// each taking its own would add a lease apiece and refuse a burst far below its limit.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };
type Lease = { current: number; left: number; resetsAt: number };

// A twentieth of the limit: a few percent of early refusals at most, a twentieth of the writes.
const leaseSize = (max: number) => Math.max(1, Math.floor(max / 20));
const MAX_LEASES = 10_000;

export function postgresRateLimitStore(db: Db) {
  // Shared by every route's store: keys carry the route.
  const leases = new Map<string, Lease>();
  // Leases being taken, by key: settled (never rejected) once the lease is in `leases`.
  const taking = new Map<string, Promise<void>>();

  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const id = `${this.prefix}${key}`;
      const now = Date.now();
      const lease = leases.get(id);
      if (lease && lease.resetsAt > now && (lease.left > 0 || lease.current > max)) {
        if (lease.left > 0) lease.left -= 1;
        lease.current += 1;
        callback(null, { current: lease.current, ttl: lease.resetsAt - now });
        return;
      }
      const pending = taking.get(id);
      if (pending) {
        void pending.then(() => this.incr(key, callback, timeWindow, max));
        return;
      }
      const size = leaseSize(max);
      const taken = takeLease(db, id, timeWindow, size).then(
        ({ hits, ttl }) => {
          if (leases.size >= MAX_LEASES) leases.clear();
          // The first hit of the lease is this request's; the rest are spent from memory.
          const current = hits - size + 1;
          leases.set(id, { current, left: size - 1, resetsAt: Date.now() + ttl });
          callback(null, { current, ttl });
        },
        (error: Error) => callback(error),
      );
      taking.set(
        id,
        taken.finally(() => taking.delete(id)),
      );
    }

    child(options: object) {
      const route = (options as RouteInfo).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route.method}${route.url}:`);
    }
  };
}

// Adds `size` hits to the window (a new window if the last one ended), atomically.
async function takeLease(db: Db, key: string, windowMs: number, size: number) {
  const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimitHits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: size, resetsAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then ${size} else ${rateLimitHits.hits} + ${size} end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<string>`greatest(0, extract(epoch from (${rateLimitHits.resetsAt} - now())) * 1000)`,
    });
  return { hits: row?.hits ?? size, ttl: Math.ceil(Number(row?.ttlMs ?? windowMs)) };
}

// Windows that ended an hour ago count for nothing; the hourly sweep (app.ts) drops them.
export async function sweepRateLimitHits(db: Db, now: Date): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetsAt, new Date(now.getTime() - 60 * 60 * 1000)));
}
