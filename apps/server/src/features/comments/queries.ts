// Comments on vibes, with their author's current username.
import { and, desc, eq } from 'drizzle-orm';
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

// Spec 7: newest first.
export function listComments(db: Db, vibeId: string): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.vibeId, vibeId))
    .orderBy(desc(comments.createdAt), desc(comments.id));
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
