// The comments on a vibe (spec 2 Modals, spec 4 Comments): the newest page refreshed every
// 10 s while open, newest first, and older pages on request; signed-in people write and
// delete their own. Failures are only logged (spec 8).
import { COMMENTS_PAGE_SIZE, type Comment, MESSAGES } from '@moodtape/core';
import { useRef } from 'react';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { useDeleteComment } from '../api/delete-comment';
import { useComments, useOlderComments } from '../api/get-comments';
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
  const older = useOlderComments(vibeId);
  const comments = query.data?.comments;
  const hasOlder = query.data?.hasOlder ?? false;
  const list = useRef<HTMLUListElement>(null);
  const olderButton = useRef<HTMLButtonElement>(null);
  // Set at once (state would only show on the next render): a second press is ignored.
  const loadingOlder = useRef(false);

  async function showOlder() {
    const oldest = comments?.at(-1);
    if (!oldest || loadingOlder.current) return;
    loadingOlder.current = true;
    const hadFocus = document.activeElement === olderButton.current;
    try {
      const page = await older.mutateAsync(oldest.id);
      // The button goes once the first comment is shown; the keyboard stays in the list.
      if (hadFocus && page.length < COMMENTS_PAGE_SIZE) list.current?.focus();
    } catch (error) {
      // Spec 8: only logged; the button stays, to try again.
      console.warn('Failed to load older comments:', error);
    } finally {
      loadingOlder.current = false;
    }
  }

  async function onDelete(comment: Comment) {
    const dialog = list.current?.closest('dialog') ?? null;
    try {
      await remove.mutateAsync(comment.id);
      // The pressed Delete button goes with its comment: the keyboard stays in the list, or
      // moves to the comment field when the list goes too, never falling to the page's body.
      const lastOne = (comments?.length ?? 0) <= 1;
      (lastOne ? dialog?.querySelector<HTMLElement>('textarea') : list.current)?.focus();
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
        {older.isPending
          ? 'Loading older comments…'
          : comments.length === 1
            ? '1 comment'
            : `${comments.length} comments`}
      </p>
      {comments.length === 0 ? (
        <p className={styles.empty}>No comments yet. Start the conversation.</p>
      ) : (
        <ul ref={list} className={styles.list} aria-label="Comments" tabIndex={-1}>
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
      {hasOlder && comments.length > 0 && (
        <Button
          ref={olderButton}
          className={styles.older}
          size="sm"
          variant="ghost"
          // Not disabled while loading, so the keyboard's place is kept; a press then does nothing.
          aria-busy={older.isPending || undefined}
          icon={older.isPending ? <Spinner size={16} /> : undefined}
          onClick={() => void showOlder()}
        >
          Show older comments
        </Button>
      )}
    </>
  );
}
