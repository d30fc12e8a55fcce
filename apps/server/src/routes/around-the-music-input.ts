// What the AI calls around a playlist share before they run (spec 7: playlist, prompt,
// imageUrl): a signed-in person, a valid body, their uploaded photo, and one AI call counted
// against their limit.
import type { FastifyRequest } from 'fastify';
import { AroundTheMusicRequestSchema } from '@moodtape/core';
import { parse } from '../http/parse';
import { requireSession } from '../http/session';
import type { AroundTheMusic } from '../integrations/ai/types';
import type { AiRateLimit } from '../services/ai-rate-limit';
import { aroundTheMusicInput } from '../services/around-the-music';
import { readUploadedPhoto } from '../services/generation-photo';
import type { ImageService } from '../services/images';

export async function readAroundTheMusicRequest(
  request: FastifyRequest,
  deps: { images: ImageService; rateLimit: AiRateLimit },
): Promise<AroundTheMusic> {
  const ctx = await requireSession(request);
  const body = parse(AroundTheMusicRequestSchema, request.body);
  const image = await readUploadedPhoto(deps.images, body.imageUrl);
  await deps.rateLimit.take(ctx.user.id);
  return aroundTheMusicInput(body, image);
}
