// GET /api/vibes/{id}/comments (spec 7), newest first. Spec 9 polls it every 10 s while the
// modal is open; the server answers unchanged lists with 304 (AMENDMENTS A9), which the
// browser's HTTP cache turns back into the stored list because the server sends no-cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CommentListSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export const COMMENT_POLL_MS = 10_000;

export function getComments(vibeId: string, signal?: AbortSignal) {
  return apiFetch(`/api/vibes/${encodeURIComponent(vibeId)}/comments`, {
    schema: CommentListSchema,
    signal,
  });
}

export function commentsQuery(vibeId: string) {
  return queryOptions({
    queryKey: ['vibes', vibeId, 'comments'],
    queryFn: ({ signal }) => getComments(vibeId, signal),
  });
}

// Used only while the modal is mounted, so polling stops when it closes.
export function useComments(vibeId: string) {
  const query = useQuery({ ...commentsQuery(vibeId), refetchInterval: COMMENT_POLL_MS });
  const { error } = query;
  useEffect(() => {
    // Spec 8: a failed comment list is only logged; the last list stays on screen.
    if (error) console.warn('Failed to load comments:', error);
  }, [error]);
  return query;
}
