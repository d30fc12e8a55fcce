// Spec 7 vibe routes, authorized by the session (AMENDMENTS A2): a person lists and changes
// only their own vibes; public vibes can be searched and opened by anyone.
import type { FastifyInstance } from 'fastify';
import {
  CreateVibeRequestSchema,
  DeleteVibeQuerySchema,
  ListVibesQuerySchema,
  PublicVibesQuerySchema,
  UpdateVibeRequestSchema,
  type UpdateVibeResponse,
  type Vibe,
  VibeParamsSchema,
  type VibeSummary,
} from '@moodtape/core';
import { parse } from '../../http/parse';
import { assertOwnIdentity, requireSession } from '../../http/session';
import type { VibeService } from './service';
import type { VibeContentCheck } from './vibe-content';

export function vibeRoutes(
  app: FastifyInstance,
  deps: { vibes: VibeService; checkContent: VibeContentCheck },
) {
  const { vibes } = deps;

  // Lists answer summaries; GET /api/vibes/:id answers the whole vibe when one is opened.
  app.get('/api/vibes', async (request, reply): Promise<VibeSummary[]> => {
    const ctx = await requireSession(request);
    assertOwnIdentity(parse(ListVibesQuerySchema, request.query), ctx);
    reply.header('cache-control', 'no-store');
    return vibes.listOwn(ctx.user.id);
  });

  app.get('/api/vibes/public', async (request, reply): Promise<VibeSummary[]> => {
    const query = parse(PublicVibesQuerySchema, request.query);
    reply.header('cache-control', 'no-cache');
    return vibes.searchPublic(query);
  });

  app.get('/api/vibes/:id', async (request, reply): Promise<Vibe> => {
    const { id } = parse(VibeParamsSchema, request.params);
    const ctx = await request.currentSession();
    reply.header('cache-control', 'no-store');
    return vibes.get(id, ctx?.user.id ?? null);
  });

  // Room for one field far over its limit, so the answer names the field rather than
  // calling the whole request too large; the vibe itself is held to VIBE_MAX_BYTES.
  app.post('/api/vibes', { bodyLimit: 2 * 1024 * 1024 }, async (request, reply): Promise<Vibe> => {
    const ctx = await requireSession(request);
    const body = parse(CreateVibeRequestSchema, request.body);
    assertOwnIdentity(body, ctx);
    deps.checkContent(body);
    const vibe = await vibes.create(ctx.user, body);
    return reply.status(201).send(vibe);
  });

  app.patch('/api/vibes/:id', async (request): Promise<UpdateVibeResponse> => {
    const ctx = await requireSession(request);
    const { id } = parse(VibeParamsSchema, request.params);
    const body = parse(UpdateVibeRequestSchema, request.body);
    assertOwnIdentity(body, ctx);
    return vibes.update(id, ctx.user.id, body);
  });

  app.delete('/api/vibes/:id', async (request, reply) => {
    const ctx = await requireSession(request);
    const { id } = parse(VibeParamsSchema, request.params);
    assertOwnIdentity(parse(DeleteVibeQuerySchema, request.query), ctx);
    await vibes.remove(id, ctx.user.id);
    return reply.status(204).send();
  });
}
