// Who is signed in, according to our server's session cookie (AMENDMENTS A1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionResponseSchema, type UserProfile } from '@moodtape/core';
import { apiFetch } from '../lib/api-client';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => apiFetch('/api/auth/session', { schema: SessionResponseSchema, signal }),
  staleTime: 5 * 60_000,
});

export function useSession(): { user: UserProfile | null; loading: boolean } {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, loading: query.isPending };
}
