// PATCH /api/vibes/{id} (spec 4 Vibe): rename, or make public or private.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateVibeRequest, UpdateVibeResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';
import { VIBES_KEY } from './get-vibes';

export function updateVibe({ id, ...body }: UpdateVibeRequest & { id: string }) {
  return apiFetch(`/api/vibes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: UpdateVibeResponseSchema,
  });
}

export function useUpdateVibe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVibe,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIBES_KEY }),
  });
}
