// Outside services that told us to stop for a while (the video platform's spent daily quota).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { serviceBlocks } from './schema';

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

export async function deleteEndedServiceBlocks(db: Db, now: Date): Promise<void> {
  await db.delete(serviceBlocks).where(lt(serviceBlocks.blockedUntil, now));
}
