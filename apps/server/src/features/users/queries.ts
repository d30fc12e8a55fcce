import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { renameCreator } from '../vibes';

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.moodtapeUsername}) = lower(${username})`);
  return row ?? null;
}

// Usernames taken among those starting with `stem`, to pick a free default in one query.
export async function usernamesStartingWith(db: Db, stem: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: users.moodtapeUsername })
    .from(users)
    .where(sql`lower(${users.moodtapeUsername}) like ${escapeLike(stem.toLowerCase()) + '%'}`);
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export type SpotifyIdentity = {
  id: string;
  email: string | null;
  displayName: string | null;
  imageUrl: string | null;
};

// Refreshes what Spotify says about the person; a new person gets `defaultUsername`.
// Returns null when that username was taken in the meantime, so the caller can pick again.
export async function upsertSpotifyUser(
  db: Db,
  identity: SpotifyIdentity,
  defaultUsername: string,
  now: Date,
): Promise<UserRow | null> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...identity, moodtapeUsername: defaultUsername, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: users.id,
        set: {
          // Spotify stopped sending email in 2026 (AMENDMENTS A2): keep the one we had.
          email: sql`coalesce(excluded.email, ${users.email})`,
          displayName: identity.displayName,
          imageUrl: identity.imageUrl,
          updatedAt: now,
        },
      })
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

// Returns false when another person holds the name (regardless of case).
export async function setUsername(
  db: Db,
  id: string,
  username: string,
  now: Date,
): Promise<boolean> {
  try {
    // Vibes carry their creator's name for Discover search; both change together.
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ moodtapeUsername: username, updatedAt: now })
        .where(eq(users.id, id));
      await renameCreator(tx, id, username);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
