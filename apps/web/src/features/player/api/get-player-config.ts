import { queryOptions } from '@tanstack/react-query';
import { PlayerConfigResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

// Where the Web Playback SDK comes from: Spotify's CDN, or the emulator in demo mode.
export const playerConfigQuery = queryOptions({
  queryKey: ['player-config'],
  queryFn: ({ signal }) =>
    apiFetch('/api/player/config', { schema: PlayerConfigResponseSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
