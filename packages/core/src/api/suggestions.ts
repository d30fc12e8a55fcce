import { z } from 'zod/mini';
import { SuggestionsSchema } from '../entities';

// Spec 7 POST /api/more-internet-suggestions answers movies, tvShows, activities, creators;
// POST /api/enrich-suggestions-with-images takes that result and answers it with images.
export const SuggestionsResponseSchema = SuggestionsSchema;
export const EnrichSuggestionsRequestSchema = z.extend(SuggestionsSchema, {
  movies: SuggestionsSchema.shape.movies.check(z.maxLength(50)),
  tvShows: SuggestionsSchema.shape.tvShows.check(z.maxLength(50)),
  activities: SuggestionsSchema.shape.activities.check(z.maxLength(50)),
  creators: SuggestionsSchema.shape.creators.check(z.maxLength(50)),
});
