import { CheckUsernameResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function checkUsername(username: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ username });
  return apiFetch(`/api/users/check-username?${query}`, {
    schema: CheckUsernameResponseSchema,
    signal,
  });
}
