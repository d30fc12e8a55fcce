// GET /api/vibes: the signed-in person's own vibes, newest first (spec 2 saved-vibes carousel).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VibeListSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

// Every vibe query starts with this key, so one invalidation refreshes lists and details.
export const VIBES_KEY = ['vibes'] as const;

export const myVibesQuery = queryOptions({
  queryKey: [...VIBES_KEY, 'mine'],
  queryFn: ({ signal }) => apiFetch('/api/vibes', { schema: VibeListSchema, signal }),
});

export function useMyVibes(enabled: boolean) {
  return useQuery({ ...myVibesQuery, enabled });
}
