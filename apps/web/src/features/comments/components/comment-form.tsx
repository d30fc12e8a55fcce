// The comment box (spec 5): non-empty trimmed text, and never a second send while one is in
// flight. Ctrl/Cmd+Enter sends; Enter alone is a new line, as in any multi-line box.
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Send } from 'lucide-react';
import { COMMENT_MAX_LENGTH } from '@moodtape/core';
import { Button } from '../../../shared/ui/button';
import { usePostComment } from '../api/post-comment';
import styles from './comment-form.module.css';

// The counter appears only near the limit, where it helps.
const COUNTER_FROM = COMMENT_MAX_LENGTH - 100;

export function CommentForm({ vibeId }: { vibeId: string }) {
  const [text, setText] = useState('');
  const post = usePostComment(vibeId);
  // State updates reach the button only after a render; the ref stops a second send at once.
  const sending = useRef(false);
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();

  async function send() {
    if (!content || sending.current) return;
    sending.current = true;
    try {
      await post.mutateAsync(content);
      // Anything typed while sending stays.
      setText((current) => (current.trim() === content ? '' : current));
    } catch (error) {
      // Spec 8: only logged; the text stays so nothing typed is lost.
      console.warn('Failed to post comment:', error);
    } finally {
      sending.current = false;
      // Send is disabled once the box is empty (on the render to come), which would drop the
      // keyboard's focus: the box takes it from Send now, ready for the next comment.
      const active = document.activeElement;
      const form = field.current?.form;
      if (
        !active ||
        active === document.body ||
        (form?.contains(active) && active !== field.current)
      ) {
        field.current?.focus();
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <textarea
        ref={field}
        className={styles.input}
        aria-label="Add a comment"
        aria-describedby={hintId}
        placeholder="Add a comment…"
        rows={2}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.row}>
        <span id={hintId} className={styles.hint}>
          {text.length >= COUNTER_FROM
            ? `${text.length}/${COMMENT_MAX_LENGTH}`
            : 'Ctrl+Enter to send'}
        </span>
        <Button
          type="submit"
          variant="primary"
          size="sm"
          icon={<Send size={14} aria-hidden />}
          disabled={!content}
          loading={post.isPending}
        >
          Send
        </Button>
      </div>
    </form>
  );
}
