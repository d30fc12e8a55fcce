// Section settings (spec 2 Modals): the section's current queries, each deleted only after
// confirming, new queries one per line (spec 5: de-duplicated, also against the current
// ones), Save Changes and Cancel. Saving loads the section again with the new queries.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { newQueries } from '../lib/queries';
import { QueryRow } from './query-row';
import styles from './section-settings-modal.module.css';

// Mounted afresh (a new key) for each opening, so a cancelled edit leaves nothing behind;
// closing goes through `open` so the dialog can hand focus back to the settings button.
type Props = {
  open: boolean;
  title: string;
  queries: readonly string[];
  onSave: (queries: string[]) => void;
  onClose: () => void;
};

export function SectionSettingsModal({ open, title, queries, onSave, onClose }: Props) {
  const [kept, setKept] = useState<string[]>(() => [...queries]);
  const [text, setText] = useState('');
  const textareaId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // After a delete the confirmed button is gone: focus moves to the next query's delete
  // button, or to the new-queries field when none is left.
  const focusAfterDelete = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAfterDelete.current;
    if (at === null) return;
    focusAfterDelete.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('li > button');
    const next = buttons?.[Math.min(at, buttons.length - 1)] ?? textareaRef.current;
    next?.focus();
  }, [kept]);
  const added = newQueries(kept, text);
  const changed = added.length > 0 || kept.length !== queries.length;

  const save = () => {
    // Nothing changed: no new searches are spent (AMENDMENTS A5).
    if (changed) onSave([...kept, ...added]);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Section settings: ${title}`}
      size="md"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={save}>
            Save Changes
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <h3 className={styles.subheading}>Current queries</h3>
        {kept.length === 0 ? (
          <p className={styles.empty}>No queries. This section shows no videos without one.</p>
        ) : (
          <ul ref={listRef} className={styles.queries} aria-label="Current queries">
            {kept.map((query, index) => (
              <QueryRow
                key={query}
                query={query}
                onDelete={() => {
                  focusAfterDelete.current = index;
                  setKept((list) => list.filter((q) => q !== query));
                }}
              />
            ))}
          </ul>
        )}
        <label className={styles.subheading} htmlFor={textareaId}>
          New queries (one per line)
        </label>
        <textarea
          ref={textareaRef}
          id={textareaId}
          className={styles.textarea}
          rows={4}
          value={text}
          placeholder={'lofi rain window\nslow jazz cafe'}
          onChange={(event) => setText(event.target.value)}
        />
        <p className={styles.hint} aria-live="polite">
          {added.length === 0
            ? 'Blank lines and queries already listed are skipped.'
            : `${added.length} new ${added.length === 1 ? 'query' : 'queries'} will be added.`}
        </p>
      </div>
    </Modal>
  );
}
