// Delete with confirmation (spec 4 Vibe): "Delete vibe" asks first; Cancel or Escape keeps it
// and returns focus to the button.
import { Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import styles from './vibe-card.module.css';

type Props = { name: string; pending: boolean; onDelete: () => Promise<boolean> };

export function DeleteVibeControl({ name, pending, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      deleteButton.current?.focus();
    }
  }, [confirming]);

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };
  const confirm = async () => {
    // On success the card goes away with this control; on failure the person can try again.
    if (!(await onDelete())) cancel();
  };

  if (!confirming) {
    return (
      <Button
        ref={deleteButton}
        size="sm"
        variant="ghost"
        icon={<Trash2 size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Delete vibe
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={`Delete ${name}?`}>
      <span className={styles.confirmText}>Delete this vibe?</span>
      <Button
        ref={confirmButton}
        size="sm"
        variant="danger"
        loading={pending}
        onClick={() => void confirm()}
        onKeyDown={cancelOnEscape}
      >
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={cancel} onKeyDown={cancelOnEscape}>
        Cancel
      </Button>
    </div>
  );
}
