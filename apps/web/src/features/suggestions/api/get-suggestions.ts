// POST /api/more-internet-suggestions (spec 7): movies, TV shows, activities and creators
// for the playlist, without pictures yet (imageUrl null).
import {
  type AroundTheMusicRequest,
  type Suggestions,
  SuggestionsResponseSchema,
} from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function fetchSuggestions(
  body: AroundTheMusicRequest,
  signal?: AbortSignal,
): Promise<Suggestions> {
  return apiFetch('/api/more-internet-suggestions', {
    method: 'POST',
    body,
    schema: SuggestionsResponseSchema,
    signal,
  });
}
