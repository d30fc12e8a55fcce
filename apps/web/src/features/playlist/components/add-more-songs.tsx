// Add More Songs (spec 2): a disclosure with Extend Playlist and Request Specific Song; the
// request needs non-empty trimmed text (spec 5).
import { ChevronDown, ListPlus, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MESSAGES } from '@moodtape/core';
import { Button } from '../../../shared/ui/button';
import styles from './add-more-songs.module.css';

type Props = {
  busy: 'extend' | 'specific' | null;
  disabled: boolean;
  onExtend: () => void;
  // Resolves true when the song was added.
  onRequest: (text: string) => Promise<boolean>;
};

export function AddMoreSongs({ busy, disabled, onExtend, onRequest }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const panelId = useId();
  const inputId = useId();
  const locked = disabled || busy !== null;

  const request = (event: FormEvent) => {
    event.preventDefault();
    if (locked || text.trim() === '') return;
    const asked = text;
    // A request that failed keeps its words, to be corrected or sent again.
    void onRequest(asked.trim()).then((added) => {
      if (added) setText((typed) => (typed === asked ? '' : typed));
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
                onChange={(event) => setText(event.target.value)}
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
          </form>
        </div>
      )}
    </div>
  );
}
