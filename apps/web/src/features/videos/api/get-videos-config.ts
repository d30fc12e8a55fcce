// GET /api/videos/config: where the shorts player is embedded from (in demo mode an
// emulator page on our own origin). It does not change while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../shared/lib/api-client';

// Not (yet) a core schema: the endpoint is the web's own, outside spec 7.
const VideosConfigSchema = z.object({ embedUrl: z.string() });

export function fetchVideosConfig(signal?: AbortSignal) {
  return apiFetch('/api/videos/config', { schema: VideosConfigSchema, signal });
}

export const videosConfigQuery = queryOptions({
  queryKey: ['videos', 'config'],
  queryFn: ({ signal }) => fetchVideosConfig(signal),
  staleTime: Infinity,
});

export function useVideosConfig(enabled: boolean) {
  return useQuery({ ...videosConfigQuery, enabled });
}
