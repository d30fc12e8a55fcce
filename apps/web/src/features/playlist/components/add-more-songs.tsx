// Add More Songs (spec 2): a disclosure with Extend Playlist and Request Specific Song; the
// request needs non-empty trimmed text (spec 5). A request that fails says why under its field
// too, where the person is looking (the messages area at the top says it as well, spec 8).
import { ChevronDown, ListPlus, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MESSAGES } from '@moodtape/core';
import { Button } from '../../../shared/ui/button';
import { FieldError } from '../../../shared/ui/field-error';
import type { AddOutcome } from '../state/add-outcome';
import styles from './add-more-songs.module.css';

type Props = {
  busy: 'extend' | 'specific' | null;
  disabled: boolean;
  onExtend: () => void;
  onRequest: (text: string) => Promise<AddOutcome>;
};

export function AddMoreSongs({ busy, disabled, onExtend, onRequest }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // Why the last request failed, until the words change or another request goes out.
  const [failure, setFailure] = useState<string | null>(null);
  const panelId = useId();
  const inputId = useId();
  const failureId = useId();
  const locked = disabled || busy !== null;

  const request = (event: FormEvent) => {
    event.preventDefault();
    if (locked || text.trim() === '') return;
    const asked = text;
    setFailure(null);
    // A request that failed keeps its words, to be corrected or sent again.
    void onRequest(asked.trim()).then((outcome) => {
      if (outcome.added) setText((typed) => (typed === asked ? '' : typed));
      else setFailure(outcome.message);
    });
  };

  return (
    <div className={styles.wrapper}>
      <Button
        aria-expanded={open}
        aria-controls={panelId}
        icon={<ListPlus size={18} aria-hidden />}
        onClick={() => setOpen((value) => !value)}
      >
        Add More Songs
        <ChevronDown size={16} aria-hidden className={open ? styles.flipped : ''} />
      </Button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <Button
            variant="primary"
            loading={busy === 'extend'}
            disabled={locked}
            onClick={onExtend}
          >
            Extend Playlist
          </Button>
          <form className={styles.request} onSubmit={request} aria-label="Request Specific Song">
            <label htmlFor={inputId} className={styles.label}>
              Request Specific Song
            </label>
            <div className={styles.inputRow}>
              <input
                id={inputId}
                className={styles.input}
                placeholder={MESSAGES.songInputPlaceholder}
                value={text}
                maxLength={200}
                aria-invalid={failure !== null}
                aria-describedby={failure !== null ? failureId : undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  setFailure(null);
                }}
              />
              <Button
                type="submit"
                loading={busy === 'specific'}
                disabled={locked || text.trim() === ''}
                icon={<Plus size={16} aria-hidden />}
              >
                Add Song
              </Button>
            </div>
            {failure !== null && <FieldError id={failureId}>{failure}</FieldError>}
          </form>
        </div>
      )}
    </div>
  );
}
