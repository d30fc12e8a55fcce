import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateUsernameRequest, UsernameResponseSchema } from '@moodtape/core';
import { sessionQuery } from '../../../shared/auth/session';
import { apiFetch } from '../../../shared/lib/api-client';

export function updateUsername(body: UpdateUsernameRequest) {
  return apiFetch('/api/users/update-username', {
    method: 'PATCH',
    body,
    schema: UsernameResponseSchema,
  });
}

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
