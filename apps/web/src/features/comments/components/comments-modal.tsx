// The comments on a vibe (spec 2 Modals, spec 4 Comments): refreshed every 10 s while open,
// newest first; signed-in people write and delete their own. Failures are only logged (spec 8).
import { type Comment, MESSAGES } from '@moodtape/core';
import { Modal } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import styles from './comments-modal.module.css';

type Props = {
  // null = closed.
  vibe: { id: string; name: string } | null;
  onClose: () => void;
  // The signed-in person's Spotify user id; null = signed out.
  currentUserId: string | null;
};

export function CommentsModal({ vibe, onClose, currentUserId }: Props) {
  return (
    <Modal
      open={vibe !== null}
      onClose={onClose}
      title={vibe ? MESSAGES.commentsTitle(vibe.name) : ''}
      footer={
        vibe &&
        (currentUserId ? (
          <CommentForm key={vibe.id} vibeId={vibe.id} />
        ) : (
          <p className={styles.signedOut}>{MESSAGES.pleaseLogInToComment}</p>
        ))
      }
    >
      {/* Mounted only while open: polling starts and stops with the modal. */}
      {vibe && <CommentList key={vibe.id} vibeId={vibe.id} currentUserId={currentUserId} />}
    </Modal>
  );
}

function CommentList({ vibeId, currentUserId }: { vibeId: string; currentUserId: string | null }) {
  const query = useComments(vibeId);
  const remove = useDeleteComment(vibeId);
  const comments = query.data;

  async function onDelete(comment: Comment) {
    try {
      await remove.mutateAsync(comment.id);
    } catch (error) {
      // Spec 8: only logged; the comment stays and can be deleted again.
      console.warn('Failed to delete comment:', error);
    }
  }

  if (!comments) {
    return query.isPending ? (
      <p className={styles.status}>
        <Spinner size={16} label="Loading comments" />
      </p>
    ) : null;
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {comments.length === 1 ? '1 comment' : `${comments.length} comments`}
      </p>
      {comments.length === 0 ? (
        <p className={styles.empty}>No comments yet. Start the conversation.</p>
      ) : (
        <ul className={styles.list} aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              // AMENDMENTS A2: identity is the Spotify user id, so ownership is matched on it.
              own={currentUserId !== null && comment.spotify_username === currentUserId}
              now={query.dataUpdatedAt}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </>
  );
}
