import { SuggestionsSchema } from '../entities';

// Spec 7 POST /api/more-internet-suggestions answers movies, tvShows, activities, creators;
// POST /api/enrich-suggestions-with-images takes that result and answers it with images.
export const SuggestionsResponseSchema = SuggestionsSchema;
export const EnrichSuggestionsRequestSchema = SuggestionsSchema.extend({
  movies: SuggestionsSchema.shape.movies.max(50),
  tvShows: SuggestionsSchema.shape.tvShows.max(50),
  activities: SuggestionsSchema.shape.activities.max(50),
  creators: SuggestionsSchema.shape.creators.max(50),
});
