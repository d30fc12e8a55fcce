// GET /api/videos/config: where the shorts player is embedded from (in demo mode an
// emulator page on our own origin). It does not change while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VideosConfigResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function fetchVideosConfig(signal?: AbortSignal) {
  return apiFetch('/api/videos/config', { schema: VideosConfigResponseSchema, signal });
}

export const videosConfigQuery = queryOptions({
  queryKey: ['videos', 'config'],
  queryFn: ({ signal }) => fetchVideosConfig(signal),
  staleTime: Infinity,
});

export function useVideosConfig(enabled: boolean) {
  return useQuery({ ...videosConfigQuery, enabled });
}
