// One comment. An own comment is a toggle: pressing it reveals its Delete button (spec 4),
// by mouse or keyboard. Everything is rendered as React text, never as HTML.
import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Comment } from '@moodtape/core';
import { Button } from '../../../shared/ui/button';
import { formatCommentTime } from '../lib/comment-time';
import styles from './comment-item.module.css';

type Props = {
  comment: Comment;
  own: boolean;
  now: number;
  onDelete: (comment: Comment) => Promise<void>;
};

export function CommentItem({ comment, own, now, onDelete }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const actionsId = useId();
  const body = (
    <>
      <span className={styles.header}>
        <span className={styles.author}>{comment.moodtape_username}</span>
        <time
          className={styles.time}
          dateTime={comment.created_at}
          title={new Date(comment.created_at).toLocaleString()}
        >
          {formatCommentTime(comment.created_at, now)}
        </time>
      </span>
      <span className={styles.content}>{comment.content}</span>
    </>
  );

  if (!own) return <li className={styles.comment}>{body}</li>;

  async function remove() {
    setDeleting(true);
    // On success the comment leaves the list; on failure (only logged) it stays, offered again.
    await onDelete(comment);
    setDeleting(false);
  }

  return (
    <li className={`${styles.comment} ${styles.own}`}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={actionsId}
        onClick={() => setExpanded((value) => !value)}
      >
        {body}
      </button>
      <div id={actionsId} className={styles.actions} hidden={!expanded}>
        <Button
          size="sm"
          variant="danger"
          icon={<Trash2 size={14} aria-hidden />}
          loading={deleting}
          onClick={remove}
        >
          Delete comment
        </Button>
      </div>
    </li>
  );
}
