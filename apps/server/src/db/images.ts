import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { images } from './schema';

export type NewImage = typeof images.$inferInsert;

// Stored by content hash: the same photo twice is one row.
export async function saveImage(db: Db, image: NewImage): Promise<void> {
  await db.insert(images).values(image).onConflictDoNothing({ target: images.sha256 });
}

export async function findImage(db: Db, sha256: string) {
  const [row] = await db.select().from(images).where(eq(images.sha256, sha256));
  return row ?? null;
}
