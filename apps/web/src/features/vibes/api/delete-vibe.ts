// DELETE /api/vibes/{id} (spec 4 Vibe: after the person confirms).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/lib/api-client';
import { VIBES_KEY } from './get-vibes';

export function deleteVibe(id: string) {
  return apiFetch(`/api/vibes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteVibe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVibe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIBES_KEY }),
  });
}
