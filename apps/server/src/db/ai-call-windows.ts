import { lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { aiCallWindows } from './schema';

// Counts one call in the window and answers the window's total, atomically, so that two
// requests at once cannot both slip under the limit.
export async function countAiCall(db: Db, userId: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(aiCallWindows)
    .values({ userId, windowStart, calls: 1 })
    .onConflictDoUpdate({
      target: [aiCallWindows.userId, aiCallWindows.windowStart],
      set: { calls: sql`${aiCallWindows.calls} + 1` },
    })
    .returning({ calls: aiCallWindows.calls });
  return row?.calls ?? 1;
}

export async function deleteAiCallWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(aiCallWindows).where(lt(aiCallWindows.windowStart, before));
}
