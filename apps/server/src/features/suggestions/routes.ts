// The suggestion sections (spec 7): POST /api/more-internet-suggestions asks the AI for
// movies, TV shows, activities and creators; POST /api/enrich-suggestions-with-images adds
// posters and creator pictures (AMENDMENTS A5: on the server).
import type { FastifyInstance } from 'fastify';
import { EnrichSuggestionsRequestSchema, type Suggestions } from '@moodtape/core';
import { abortOnDisconnect } from '../../http/event-stream';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import type { AiRateLimit, AroundTheMusicRequestReader } from '../generation';
import type { SuggestionImages } from './images';
import type { SuggestionService } from './service';

export function suggestionRoutes(
  app: FastifyInstance,
  deps: {
    suggestions: SuggestionService;
    suggestionImages: SuggestionImages;
    readRequest: AroundTheMusicRequestReader;
    rateLimit: AiRateLimit;
  },
) {
  app.post('/api/more-internet-suggestions', async (request, reply): Promise<Suggestions> => {
    const input = await deps.readRequest(request);
    return deps.suggestions.suggest(input, abortOnDisconnect(reply));
  });

  app.post('/api/enrich-suggestions-with-images', async (request): Promise<Suggestions> => {
    const ctx = await requireSession(request);
    const suggestions = parse(EnrichSuggestionsRequestSchema, request.body);
    // Counted like the AI calls: each one may send dozens of movie database lookups.
    await deps.rateLimit.take(ctx.user.id);
    return deps.suggestionImages.enrich(suggestions, ctx.user.id);
  });
}
