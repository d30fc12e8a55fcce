import { queryOptions, useQuery } from '@tanstack/react-query';
import { HealthResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => apiFetch('/api/health', { schema: HealthResponseSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useHealth() {
  return useQuery(healthQuery);
}
