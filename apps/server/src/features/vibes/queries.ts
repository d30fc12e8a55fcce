// Vibe rows. The search vector stays in the database: selects name the columns they need.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { VIBE_SUMMARY_PROMPT_LENGTH } from '@moodtape/core';
import type { Db } from '../../db/client';
import { vibeSavers, vibes } from '../../db/schema';

const { searchVector: _searchVector, ...vibeColumns } = getTableColumns(vibes);

export type VibeRow = Omit<typeof vibes.$inferSelect, 'searchVector'>;
export type NewVibe = Omit<typeof vibes.$inferInsert, 'searchVector' | 'id'>;
export type VibePatch = { name?: string; isPublic?: boolean; updatedAt: Date };

// What lists carry (core VibeSummarySchema), worked out in SQL so the playlist, videos and
// suggestions never leave the database for a list: a Discover page of twenty large vibes was
// megabytes. The cover is the photo, else the first album cover the playlist has.
const summaryColumns = {
  id: vibes.id,
  userId: vibes.userId,
  name: vibes.name,
  prompt: sql<string>`left(${vibes.prompt}, ${sql.raw(String(VIBE_SUMMARY_PROMPT_LENGTH))})`,
  imageUrl: vibes.imageUrl,
  isPublic: vibes.isPublic,
  saveCount: vibes.saveCount,
  originalVibeId: vibes.originalVibeId,
  relayVibeId: vibes.relayVibeId,
  creatorUsername: vibes.creatorUsername,
  createdAt: vibes.createdAt,
  coverUrl: sql<string | null>`coalesce(${vibes.imageUrl}, (
    select track.value->>'albumArt'
    from jsonb_array_elements(${vibes.playlistData}->'tracks') with ordinality as track(value, n)
    where track.value->>'albumArt' is not null
    order by track.n
    limit 1
  ))`,
  trackCount: sql<number>`coalesce(jsonb_array_length(${vibes.playlistData}->'tracks'), 0)`.mapWith(
    Number,
  ),
};
export type VibeSummaryRow = Omit<
  VibeRow,
  | 'playlistData'
  | 'youtubeData'
  | 'moviesData'
  | 'tvShowsData'
  | 'activitiesData'
  | 'creatorsData'
  | 'updatedAt'
> & { coverUrl: string | null; trackCount: number };

export async function insertVibe(db: Db, values: NewVibe): Promise<VibeRow> {
  const [row] = await db.insert(vibes).values(values).returning(vibeColumns);
  if (!row) throw new Error('insert returned no vibe');
  return row;
}

export async function findVibe(db: Db, id: string): Promise<VibeRow | null> {
  const [row] = await db.select(vibeColumns).from(vibes).where(eq(vibes.id, id));
  return row ?? null;
}

export function listVibesOf(db: Db, userId: string): Promise<VibeSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(vibes)
    .where(eq(vibes.userId, userId))
    .orderBy(desc(vibes.createdAt), desc(vibes.id));
}

// Only the owner's row matches, so another person's id changes nothing.
export async function updateOwnVibe(
  db: Db,
  id: string,
  userId: string,
  patch: VibePatch,
): Promise<VibeRow | null> {
  const [row] = await db
    .update(vibes)
    .set(patch)
    .where(and(eq(vibes.id, id), eq(vibes.userId, userId)))
    .returning(vibeColumns);
  return row ?? null;
}

export async function deleteOwnVibe(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(vibes)
    .where(and(eq(vibes.id, id), eq(vibes.userId, userId)))
    .returning({ id: vibes.id });
  return rows.length > 0;
}

// A vibe's save count is the number of distinct people who ever saved it: a person's first
// save counts, saving it again (after deleting the copy) does not, and deleting a copy takes
// nothing back. Call it inside the transaction that makes the copy. The saver's row decides:
// of two saves by one person racing each other, the second waits on the first's row and then
// inserts nothing; saves by different people each insert their row and add one atomically.
export async function recordSave(db: Db, vibeId: string, userId: string): Promise<void> {
  const inserted = await db
    .insert(vibeSavers)
    .values({ vibeId, userId })
    .onConflictDoNothing()
    .returning({ vibeId: vibeSavers.vibeId });
  if (inserted.length === 0) return;
  await db
    .update(vibes)
    .set({ saveCount: sql`${vibes.saveCount} + 1` })
    .where(eq(vibes.id, vibeId));
}

export async function renameCreator(db: Db, userId: string, username: string): Promise<void> {
  await db.update(vibes).set({ creatorUsername: username }).where(eq(vibes.userId, userId));
}

// Ranking reads at most this many matches, the most saved first: a word found in half of
// all vibes still costs a short walk down one index rather than ranking every match.
export const SEARCH_CANDIDATES = 1000;

// Public vibes, newest first, or for a search: the most relevant of the matches (name
// before creator before prompt, by ts_rank's weights), then the most saved, then the newest.
export function searchPublicVibes(
  db: Db,
  options: { tsquery: string | null; limit: number; offset: number },
): Promise<VibeSummaryRow[]> {
  const { tsquery, limit, offset } = options;
  if (tsquery === null) {
    return db
      .select(summaryColumns)
      .from(vibes)
      .where(eq(vibes.isPublic, true))
      .orderBy(desc(vibes.createdAt), desc(vibes.id))
      .limit(limit)
      .offset(offset);
  }
  const query = sql`to_tsquery('simple', ${tsquery})`;
  // The planner takes the GIN index for rare words and the popularity index for common ones.
  const candidates = db.$with('candidates').as(
    db
      .select({
        id: vibes.id,
        rank: sql<number>`ts_rank(${vibes.searchVector}, ${query})`.as('rank'),
      })
      .from(vibes)
      .where(and(eq(vibes.isPublic, true), sql`${vibes.searchVector} @@ ${query}`))
      .orderBy(desc(vibes.saveCount), desc(vibes.createdAt), desc(vibes.id))
      .limit(SEARCH_CANDIDATES),
  );
  return db
    .with(candidates)
    .select(summaryColumns)
    .from(candidates)
    .innerJoin(vibes, eq(vibes.id, candidates.id))
    .orderBy(desc(candidates.rank), desc(vibes.saveCount), desc(vibes.createdAt), desc(vibes.id))
    .limit(limit)
    .offset(offset);
}
