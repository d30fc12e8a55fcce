// POST /api/regenerate-theme (spec 7; spec 5: needs a non-empty prompt): a new gradient,
// rebuilt by our code (AMENDMENTS A6).
import type { FastifyInstance } from 'fastify';
import { RegenerateThemeRequestSchema, type RegenerateThemeResponse } from '@moodtape/core';
import { abortOnDisconnect } from '../../http/event-stream';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import type { AiRateLimit } from '../generation';
import type { ThemeService } from './service';

export function themeRoutes(
  app: FastifyInstance,
  deps: { theme: ThemeService; rateLimit: AiRateLimit },
) {
  app.post('/api/regenerate-theme', async (request, reply): Promise<RegenerateThemeResponse> => {
    const ctx = await requireSession(request);
    const { prompt } = parse(RegenerateThemeRequestSchema, request.body);
    await deps.rateLimit.take(ctx.user.id);
    return { gradient: await deps.theme.theme(prompt, abortOnDisconnect(reply)) };
  });
}
