// The vibe's name, editable on the person's own card (spec 4 Vibe): Enter or Save commits,
// Escape or Cancel cancels; focus goes back to the rename button either way.
import { VIBE_NAME_MAX_LENGTH } from '@moodtape/core';
import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { IconButton } from '../../../shared/ui/icon-button';
import styles from './vibe-name-editor.module.css';

type Props = {
  name: string;
  editable: boolean;
  disabled: boolean;
  onRename: (name: string) => void;
};

export function VibeNameEditor({ name, editable, disabled, onRename }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const inputId = useId();

  useEffect(() => {
    if (editing) {
      input.current?.focus();
      input.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [editing]);

  const start = () => {
    setDraft(name);
    setEditing(true);
  };
  const stop = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const commit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next === '') return;
    stop();
    if (next !== name) onRename(next);
  };

  if (!editing) {
    return (
      <div className={styles.row}>
        {/* Focusable by script: an opened vibe brings the reader to its name. */}
        <h2 className={styles.name} tabIndex={-1}>
          {name}
        </h2>
        {editable && (
          <IconButton
            ref={renameButton}
            label="Rename vibe"
            className={styles.rename}
            size="sm"
            icon={<Pencil size={16} aria-hidden />}
            // Not `disabled` while a change is being saved: focus must be able to come back.
            aria-disabled={disabled || undefined}
            onClick={disabled ? undefined : start}
          />
        )}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={commit} aria-label="Rename vibe">
      <label htmlFor={inputId} className="visually-hidden">
        Vibe name
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        value={draft}
        maxLength={VIBE_NAME_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape cancels the edit only, not whatever holds the card.
          event.preventDefault();
          event.stopPropagation();
          stop();
        }}
      />
      <Button
        type="submit"
        size="sm"
        variant="primary"
        icon={<Check size={16} aria-hidden />}
        disabled={draft.trim() === ''}
      >
        Save
      </Button>
      <Button size="sm" variant="ghost" icon={<X size={16} aria-hidden />} onClick={stop}>
        Cancel
      </Button>
    </form>
  );
}
