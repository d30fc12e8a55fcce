// A current query in Section settings: delete asks to confirm or cancel first (spec 2).
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { IconButton } from '../../../shared/ui/icon-button';
import styles from './section-settings-modal.module.css';

export function QueryRow({ query, onDelete }: { query: string; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: onto Confirm when asked, back to Delete when cancelled.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <li className={styles.query}>
      <span className={styles.queryText}>{query}</span>
      {confirming ? (
        // Escape answers the question (Cancel) and goes no further: the dialog around it, and
        // the queries typed in it, stay.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a keyboard shortcut for the Cancel button inside
        <span
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            setConfirming(false);
          }}
        >
          <Button
            ref={confirmRef}
            size="sm"
            variant="danger"
            aria-label={`Confirm deleting "${query}"`}
            onClick={onDelete}
          >
            Confirm
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Cancel deleting "${query}"`}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </Button>
        </span>
      ) : (
        <IconButton
          ref={deleteRef}
          label={`Delete query: ${query}`}
          icon={<Trash2 size={16} />}
          size="sm"
          onClick={() => setConfirming(true)}
        />
      )}
    </li>
  );
}
