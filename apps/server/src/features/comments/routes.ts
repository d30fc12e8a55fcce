// Spec 7 comment routes. The list answers a page at a time (COMMENTS_PAGE_SIZE, older pages
// with `before`), each page with its own ETag (AMENDMENTS A9), so the page's 10-second
// polling of the newest page costs a 304 when nothing changed.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  type Comment,
  CommentListQuerySchema,
  CommentParamsSchema,
  CreateCommentRequestSchema,
  DeleteCommentRequestSchema,
  VibeParamsSchema,
} from '@moodtape/core';
import { parse } from '../../http/parse';
import { assertOwnIdentity, requireSession } from '../../http/session';
import type { CommentService } from './service';

function etagOf(comments: Comment[]): string {
  const digest = createHash('sha256').update(JSON.stringify(comments)).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

export function commentRoutes(app: FastifyInstance, deps: { comments: CommentService }) {
  const { comments } = deps;

  app.get('/api/vibes/:id/comments', async (request, reply) => {
    const { id } = parse(VibeParamsSchema, request.params);
    const { before } = parse(CommentListQuerySchema, request.query);
    const ctx = await request.currentSession();
    const list = await comments.list(id, ctx?.user.id ?? null, before ?? null);
    const etag = etagOf(list);
    // Private vibes' comments differ by viewer, so no shared cache may keep them.
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.status(304).send();
    }
    return list;
  });

  app.post('/api/vibes/:id/comments', async (request, reply) => {
    const ctx = await requireSession(request);
    const { id } = parse(VibeParamsSchema, request.params);
    const body = parse(CreateCommentRequestSchema, request.body);
    assertOwnIdentity(body, ctx);
    return reply.status(201).send(await comments.post(id, ctx.user, body.content));
  });

  // Spec 7 sends the identity claim in the body; a query string is accepted too.
  app.delete('/api/vibes/:id/comments/:commentId', async (request, reply) => {
    const ctx = await requireSession(request);
    const { id, commentId } = parse(CommentParamsSchema, request.params);
    assertOwnIdentity(parse(DeleteCommentRequestSchema, request.query), ctx);
    assertOwnIdentity(parse(DeleteCommentRequestSchema, request.body), ctx);
    await comments.remove(id, commentId, ctx.user.id);
    return reply.status(204).send();
  });
}
