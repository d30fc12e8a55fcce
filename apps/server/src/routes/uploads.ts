// POST /api/upload-image (spec 7, AMENDMENTS A8) and the images it keeps.
import type { FastifyInstance } from 'fastify';
import { UploadImageRequestSchema, type UploadImageResponseSchema } from '@moodtape/core';
import type { z } from 'zod';
import { NotFoundError } from '../errors';
import { parse } from '../http/parse';
import { requireSession } from '../http/session';
import type { ImageService } from '../services/images';

// A 4 MB image as base64 is about 5.6 MB.
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;
const HASH = /^[0-9a-f]{64}$/;

export function uploadRoutes(app: FastifyInstance, deps: { images: ImageService }) {
  app.post(
    '/api/upload-image',
    { bodyLimit: UPLOAD_BODY_LIMIT },
    async (request): Promise<z.infer<typeof UploadImageResponseSchema>> => {
      const ctx = await requireSession(request);
      const body = parse(UploadImageRequestSchema, request.body);
      const { sha256 } = await deps.images.upload(body.image, ctx.user.id);
      return { imageUrl: `/api/images/${sha256}` };
    },
  );

  app.get<{ Params: { sha256: string } }>('/api/images/:sha256', async (request, reply) => {
    const { sha256 } = request.params;
    const image = HASH.test(sha256) ? await deps.images.find(sha256) : null;
    if (!image) throw new NotFoundError('No such image.');
    const etag = `"${sha256}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply
      .type(image.contentType)
      .header('content-disposition', 'inline')
      .send(Buffer.from(image.bytes));
  });
}
