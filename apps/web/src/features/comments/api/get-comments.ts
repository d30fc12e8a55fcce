// GET /api/vibes/{id}/comments (spec 7), newest first, a page of COMMENTS_PAGE_SIZE at a time;
// `before` asks for the page older than that comment. Spec 9 polls the newest page every 10 s
// while the modal is open; the server answers an unchanged page with 304 (AMENDMENTS A9),
// which the browser's HTTP cache turns back into the stored page because the server sends
// no-cache. Older pages are asked for once each, when the person wants them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CommentListSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';
import { type CommentThread, withNewestPage, withOlderPage } from '../lib/comment-pages';

export const COMMENT_POLL_MS = 10_000;

export function getComments(vibeId: string, options: { before?: string; signal?: AbortSignal }) {
  const query = options.before ? `?${new URLSearchParams({ before: options.before })}` : '';
  return apiFetch(`/api/vibes/${encodeURIComponent(vibeId)}/comments${query}`, {
    schema: CommentListSchema,
    signal: options.signal,
  });
}

// The thread the modal shows: each poll's newest page merged into what is already shown.
export function commentsQuery(vibeId: string) {
  return queryOptions({
    queryKey: ['vibes', vibeId, 'comments'],
    queryFn: async ({ client, queryKey, signal }): Promise<CommentThread> => {
      const page = await getComments(vibeId, { signal });
      // Read once the page is here, so older pages added while it was on its way are kept.
      return withNewestPage(client.getQueryData<CommentThread>(queryKey), page);
    },
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

// "Show older comments": the page before the oldest comment shown, added below it.
export function useOlderComments(vibeId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = commentsQuery(vibeId);
  return useMutation({
    mutationFn: (before: string) => getComments(vibeId, { before }),
    onSuccess: (page) =>
      queryClient.setQueryData(queryKey, (thread) => withOlderPage(thread, page)),
  });
}
