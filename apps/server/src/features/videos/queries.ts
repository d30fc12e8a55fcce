// The video search chain's memory (AMENDMENTS A5): answers by query, the platform's page
// tokens, so that neither a repeated query nor the next page spends quota twice, and the
// services that told us to stop for a while (the platform's spent daily quota).
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Video } from '@moodtape/core';
import type { Db } from '../../db/client';
import { serviceBlocks, videoPageTokens, videoSearchCache } from '../../db/schema';

export async function findCachedVideos(db: Db, key: string, now: Date): Promise<Video[] | null> {
  const [row] = await db
    .select({ videos: videoSearchCache.videos })
    .from(videoSearchCache)
    .where(and(eq(videoSearchCache.cacheKey, key), gt(videoSearchCache.expiresAt, now)));
  return row?.videos ?? null;
}

export async function saveCachedVideos(
  db: Db,
  entry: { key: string; videos: Video[]; source: string; fetchedAt: Date; expiresAt: Date },
): Promise<void> {
  const row = {
    cacheKey: entry.key,
    videos: entry.videos,
    source: entry.source,
    fetchedAt: entry.fetchedAt,
    expiresAt: entry.expiresAt,
  };
  await db
    .insert(videoSearchCache)
    .values(row)
    .onConflictDoUpdate({
      target: videoSearchCache.cacheKey,
      set: {
        videos: sql`excluded.videos`,
        source: sql`excluded.source`,
        fetchedAt: sql`excluded.fetched_at`,
        expiresAt: sql`excluded.expires_at`,
      },
    });
}

// The known token of the highest page at or below `page` (page 1 needs none).
export async function findPageToken(
  db: Db,
  queryKey: string,
  page: number,
  freshAfter: Date,
): Promise<{ page: number; token: string } | null> {
  const [row] = await db
    .select({ page: videoPageTokens.page, token: videoPageTokens.token })
    .from(videoPageTokens)
    .where(
      and(
        eq(videoPageTokens.queryKey, queryKey),
        lte(videoPageTokens.page, page),
        gt(videoPageTokens.fetchedAt, freshAfter),
      ),
    )
    .orderBy(desc(videoPageTokens.page))
    .limit(1);
  return row ?? null;
}

export async function savePageToken(
  db: Db,
  entry: { queryKey: string; page: number; token: string; fetchedAt: Date },
): Promise<void> {
  await db
    .insert(videoPageTokens)
    .values(entry)
    .onConflictDoUpdate({
      target: [videoPageTokens.queryKey, videoPageTokens.page],
      set: { token: sql`excluded.token`, fetchedAt: sql`excluded.fetched_at` },
    });
}

export async function isServiceBlocked(db: Db, service: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ service: serviceBlocks.service })
    .from(serviceBlocks)
    .where(and(eq(serviceBlocks.service, service), gt(serviceBlocks.blockedUntil, now)));
  return row !== undefined;
}

export async function blockService(
  db: Db,
  entry: { service: string; blockedUntil: Date; reason: string },
): Promise<void> {
  await db
    .insert(serviceBlocks)
    .values(entry)
    .onConflictDoUpdate({
      target: serviceBlocks.service,
      set: { blockedUntil: sql`excluded.blocked_until`, reason: sql`excluded.reason` },
    });
}

// YouTube's page tokens outlive this by far.
export const PAGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

// Run with the hourly sweep (app.ts): expired answers, old page tokens, ended blocks.
export async function sweepVideoCaches(db: Db, now: Date): Promise<void> {
  await db.delete(videoSearchCache).where(lt(videoSearchCache.expiresAt, now));
  const tokensBefore = new Date(now.getTime() - PAGE_TOKEN_TTL_MS);
  await db.delete(videoPageTokens).where(lt(videoPageTokens.fetchedAt, tokensBefore));
  await db.delete(serviceBlocks).where(lt(serviceBlocks.blockedUntil, now));
}
