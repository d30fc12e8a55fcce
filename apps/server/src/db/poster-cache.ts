// Posters found (or not) in the movie database, by kind, normalized title and year.
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { posterCache } from './schema';

export type CachedPoster = { posterPath: string | null; fetchedAt: Date };

export async function findCachedPosters(
  db: Db,
  keys: string[],
): Promise<Map<string, CachedPoster>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(posterCache).where(inArray(posterCache.lookupKey, keys));
  return new Map(
    rows.map((r) => [r.lookupKey, { posterPath: r.posterPath, fetchedAt: r.fetchedAt }]),
  );
}

export async function saveCachedPoster(
  db: Db,
  key: string,
  posterPath: string | null,
  now: Date,
): Promise<void> {
  await db
    .insert(posterCache)
    .values({ lookupKey: key, posterPath, fetchedAt: now })
    .onConflictDoUpdate({
      target: posterCache.lookupKey,
      set: { posterPath: sql`excluded.poster_path`, fetchedAt: sql`excluded.fetched_at` },
    });
}

export async function deletePostersBefore(db: Db, before: Date): Promise<void> {
  await db.delete(posterCache).where(lt(posterCache.fetchedAt, before));
}
