// DELETE /api/vibes/{id}/comments/{commentId} (spec 7); the server allows only the
// author's own comments (AMENDMENTS A2).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/lib/api-client';
import { withoutComment } from '../lib/comment-pages';
import { commentsQuery } from './get-comments';

export function deleteComment(vibeId: string, commentId: string) {
  return apiFetch(
    `/api/vibes/${encodeURIComponent(vibeId)}/comments/${encodeURIComponent(commentId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteComment(vibeId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = commentsQuery(vibeId);
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(vibeId, commentId),
    onSuccess: (_, commentId) => {
      queryClient.setQueryData(queryKey, (thread) => withoutComment(thread, commentId));
      // Not awaited: the action is done once the server said yes.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
