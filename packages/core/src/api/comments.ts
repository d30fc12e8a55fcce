import { z } from 'zod/mini';
import { CommentSchema } from '../entities';
import { IdentityClaimSchema } from './identity';

export const COMMENT_MAX_LENGTH = 1000;
// GET /api/vibes/{id}/comments answers the newest comments a page at a time; a full page
// means there may be older ones, asked for with `before` (the oldest comment's id shown).
export const COMMENTS_PAGE_SIZE = 50;

export const CommentListQuerySchema = z.object({
  before: z.optional(z.uuid('That is not a comment id.')),
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

export const CreateCommentRequestSchema = z.extend(IdentityClaimSchema, {
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A comment cannot be empty.'),
      z.maxLength(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`),
    ),
});
export type CreateCommentRequest = z.infer<typeof CreateCommentRequestSchema>;

export const CommentParamsSchema = z.object({
  id: z.uuid('That is not a vibe id.'),
  commentId: z.uuid('That is not a comment id.'),
});

export const DeleteCommentRequestSchema = IdentityClaimSchema;
export const CommentListSchema = z.array(CommentSchema);
