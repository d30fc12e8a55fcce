// The suggestion sections (spec 7): POST /api/more-internet-suggestions asks the AI for
// movies, TV shows, activities and creators; POST /api/enrich-suggestions-with-images adds
// posters and creator pictures (AMENDMENTS A5: on the server).
import type { FastifyInstance } from 'fastify';
import {
  AroundTheMusicRequestSchema,
  EnrichSuggestionsRequestSchema,
  type Suggestions,
} from '@moodtape/core';
import { abortOnDisconnect } from '../http/event-stream';
import { parse } from '../http/parse';
import { requireSession } from '../http/session';
import type { AiRateLimit } from '../services/ai-rate-limit';
import { type AroundTheMusicService, aroundTheMusicInput } from '../services/around-the-music';
import { readUploadedPhoto } from '../services/generation-photo';
import type { ImageService } from '../services/images';
import type { SuggestionImages } from '../services/suggestion-images';

export function suggestionRoutes(
  app: FastifyInstance,
  deps: {
    aroundTheMusic: AroundTheMusicService;
    suggestionImages: SuggestionImages;
    images: ImageService;
    rateLimit: AiRateLimit;
  },
) {
  app.post('/api/more-internet-suggestions', async (request, reply): Promise<Suggestions> => {
    const ctx = await requireSession(request);
    const body = parse(AroundTheMusicRequestSchema, request.body);
    const image = await readUploadedPhoto(deps.images, body.imageUrl);
    await deps.rateLimit.take(ctx.user.id);
    return deps.aroundTheMusic.suggestions(
      aroundTheMusicInput(body, image),
      abortOnDisconnect(reply),
    );
  });

  app.post('/api/enrich-suggestions-with-images', async (request): Promise<Suggestions> => {
    const ctx = await requireSession(request);
    const suggestions = parse(EnrichSuggestionsRequestSchema, request.body);
    // Counted like the AI calls: each one may send dozens of movie database lookups.
    await deps.rateLimit.take(ctx.user.id);
    return deps.suggestionImages.enrich(suggestions);
  });
}
