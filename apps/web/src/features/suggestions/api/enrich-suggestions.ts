// POST /api/enrich-suggestions-with-images (spec 7): the same suggestions with posters and
// creator pictures. The request schema caps each list, so longer ones are cut to fit.
import {
  EnrichSuggestionsRequestSchema,
  type Suggestions,
  SuggestionsResponseSchema,
} from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

const MAX_PER_LIST = 50;

export function enrichSuggestions(
  suggestions: Suggestions,
  signal?: AbortSignal,
): Promise<Suggestions> {
  const body = EnrichSuggestionsRequestSchema.parse({
    movies: suggestions.movies.slice(0, MAX_PER_LIST),
    tvShows: suggestions.tvShows.slice(0, MAX_PER_LIST),
    activities: suggestions.activities.slice(0, MAX_PER_LIST),
    creators: suggestions.creators.slice(0, MAX_PER_LIST),
  });
  return apiFetch('/api/enrich-suggestions-with-images', {
    method: 'POST',
    body,
    schema: SuggestionsResponseSchema,
    signal,
  });
}
