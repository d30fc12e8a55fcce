import { inArray, sql } from 'drizzle-orm';
import type { Track } from '@moodtape/core';
import type { Db } from './client';
import { trackCache } from './schema';

export type CachedTrack = { track: Track; fetchedAt: Date };

export async function findCachedTracks(db: Db, keys: string[]): Promise<Map<string, CachedTrack>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(trackCache).where(inArray(trackCache.lookupKey, keys));
  return new Map(
    rows.map((row) => [row.lookupKey, { track: row.track, fetchedAt: row.fetchedAt }]),
  );
}

export async function saveCachedTrack(db: Db, key: string, track: Track, now: Date): Promise<void> {
  await db
    .insert(trackCache)
    .values({ lookupKey: key, track, fetchedAt: now })
    .onConflictDoUpdate({
      target: trackCache.lookupKey,
      set: { track: sql`excluded.track`, fetchedAt: sql`excluded.fetched_at` },
    });
}
