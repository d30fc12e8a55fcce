// POST /api/vibes (spec 7): save a vibe; with `relay_vibe_id` it is a copy of someone's
// public vibe, and the server counts the save on the original.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateVibeRequest, VibeSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';
import { VIBES_KEY } from './get-vibes';

export function createVibe(body: CreateVibeRequest) {
  return apiFetch('/api/vibes', { method: 'POST', body, schema: VibeSchema });
}

export function useCreateVibe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVibe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIBES_KEY }),
  });
}
