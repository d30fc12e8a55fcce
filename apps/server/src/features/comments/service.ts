// Talk about a vibe (spec 4 Comments, spec 6): anyone who can see a vibe can read its
// comments, signed-in people can write, and only a comment's author can delete it.
import { COMMENTS_PAGE_SIZE, type Comment } from '@moodtape/core';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
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
    // The newest page, or with `before` the page older than that comment of this vibe.
    async list(
      vibeId: string,
      viewerId: string | null,
      before: string | null = null,
    ): Promise<Comment[]> {
      await findVisibleVibe(db, vibeId, viewerId);
      if (before && !(await findComment(db, vibeId, before))) {
        throw new ValidationError(
          'The comment to page from is not on this vibe; it may have been deleted.',
        );
      }
      const rows = await listComments(db, vibeId, { before, limit: COMMENTS_PAGE_SIZE });
      return rows.map(toComment);
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
