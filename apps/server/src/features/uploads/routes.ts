// POST /api/upload-image (spec 7, AMENDMENTS A8) and GET /api/images/:sha256, which serves
// what was kept.
import type { FastifyInstance } from 'fastify';
import { UploadImageRequestSchema, type UploadImageResponseSchema } from '@moodtape/core';
import type { z } from 'zod';
import { AppError, NotFoundError } from '../../errors';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import type { ImageService } from './service';

// spec 9: 4 MB after compression is about 5.6 MB as base64; a little room for the JSON
// around it, and no more, so a larger body is refused before it is read.
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;
const TOO_LARGE = 'The image is too large to upload. Please use an image of 4 MB or less.';
const HASH = /^[0-9a-f]{64}$/;
// Stored by content hash, so the bytes behind a URL never change.
const FOREVER = 'public, max-age=31536000, immutable';

export function uploadRoutes(app: FastifyInstance, deps: { images: ImageService }) {
  app.post(
    '/api/upload-image',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      // Fastify refuses an oversized body before the handler runs; this says why in the
      // person's terms, and the app's error handler still shapes the answer.
      errorHandler: (error) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        throw new AppError(413, 'payload_too_large', TOO_LARGE);
      },
    },
    async (request): Promise<z.infer<typeof UploadImageResponseSchema>> => {
      const ctx = await requireSession(request);
      const body = parse(UploadImageRequestSchema, request.body);
      const { sha256 } = await deps.images.upload(body.image, ctx.user.id);
      return { imageUrl: `/api/images/${sha256}` };
    },
  );

  app.get<{ Params: { sha256: string } }>('/api/images/:sha256', async (request, reply) => {
    const { sha256 } = request.params;
    const image = HASH.test(sha256) ? await deps.images.openFile(sha256) : null;
    if (!image) throw new NotFoundError('No such image.');
    const etag = `"${sha256}"`;
    reply.header('cache-control', FOREVER).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply
      .type(image.contentType)
      .header('content-length', image.size)
      .header('content-disposition', 'inline')
      .send(image.stream());
  });
}

// If-None-Match may list several tags, weak or strong, or be "*" (RFC 9110 13.1.2).
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
