// Talk about a vibe (spec 4 Comments, spec 6): anyone who can see a vibe can read its
// comments, signed-in people can write, and only a comment's author can delete it.
import type { Comment } from '@moodtape/core';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { findVisibleVibe } from '../vibes';
import {
  type CommentRow,
  deleteOwnComment,
  findComment,
  insertComment,
  listComments,
} from './queries';

export type CommentService = ReturnType<typeof createCommentService>;

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    moodtape_username: row.authorUsername,
    spotify_username: row.userId,
  };
}

export function createCommentService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  return {
    async list(vibeId: string, viewerId: string | null): Promise<Comment[]> {
      await findVisibleVibe(db, vibeId, viewerId);
      return (await listComments(db, vibeId)).map(toComment);
    },

    async post(vibeId: string, author: UserRow, content: string): Promise<Comment> {
      await findVisibleVibe(db, vibeId, author.id);
      const row = await insertComment(db, {
        vibeId,
        userId: author.id,
        content,
        createdAt: clock(),
      });
      return {
        id: row.id,
        content,
        created_at: row.createdAt.toISOString(),
        moodtape_username: author.moodtapeUsername,
        spotify_username: author.id,
      };
    },

    async remove(vibeId: string, commentId: string, userId: string): Promise<void> {
      await findVisibleVibe(db, vibeId, userId);
      const comment = await findComment(db, vibeId, commentId);
      if (!comment) throw new NotFoundError('That comment does not exist.');
      if (comment.userId !== userId) {
        throw new ForbiddenError('Only the person who wrote a comment can delete it.');
      }
      await deleteOwnComment(db, commentId, userId);
    },
  };
}
