// POST /api/vibes/{id}/comments (spec 7): the server takes the author from the session
// (AMENDMENTS A2), so only the content is sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateCommentRequest, CommentSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';
import { withComment } from '../lib/comment-pages';
import { commentsQuery } from './get-comments';

export function postComment(vibeId: string, body: CreateCommentRequest) {
  return apiFetch(`/api/vibes/${encodeURIComponent(vibeId)}/comments`, {
    method: 'POST',
    body,
    schema: CommentSchema,
  });
}

export function usePostComment(vibeId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = commentsQuery(vibeId);
  return useMutation({
    mutationFn: (content: string) => postComment(vibeId, { content }),
    onSuccess: (comment) => {
      // Shown at once at the top (newest first), then checked against the server.
      queryClient.setQueryData(queryKey, (thread) => withComment(thread, comment));
      // Not awaited: the action is done once the server said yes.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
