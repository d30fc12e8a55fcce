// Comments on vibes, with their author's current username.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { comments, users } from '../../db/schema';

export type CommentRow = {
  id: string;
  vibeId: string;
  userId: string;
  content: string;
  createdAt: Date;
  authorUsername: string;
};

const commentColumns = {
  id: comments.id,
  vibeId: comments.vibeId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  authorUsername: users.moodtapeUsername,
};

const cursor = alias(comments, 'cursor');

// Spec 7: newest first, a page at a time. `before` is a comment of this vibe (the caller has
// checked): the page holds the comments strictly older than it, by (created_at, id), so two
// comments of the same moment are neither skipped nor shown twice. The cursor's time is read
// in SQL rather than sent back from JavaScript, whose dates keep only milliseconds.
export function listComments(
  db: Db,
  vibeId: string,
  page: { before: string | null; limit: number },
): Promise<CommentRow[]> {
  const older = page.before
    ? sql`(${comments.createdAt}, ${comments.id}) < (${db
        .select({ createdAt: cursor.createdAt, id: cursor.id })
        .from(cursor)
        .where(eq(cursor.id, page.before))})`
    : undefined;
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.vibeId, vibeId), older))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit);
}

export async function findComment(
  db: Db,
  vibeId: string,
  commentId: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.id, commentId), eq(comments.vibeId, vibeId)));
  return row ?? null;
}

export async function insertComment(
  db: Db,
  values: { vibeId: string; userId: string; content: string; createdAt: Date },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(comments)
    .values(values)
    .returning({ id: comments.id, createdAt: comments.createdAt });
  if (!row) throw new Error('insert returned no comment');
  return row;
}

// Only the author's row matches.
export async function deleteOwnComment(
  db: Db,
  commentId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(comments)
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
    .returning({ id: comments.id });
  return rows.length > 0;
}
