// One public vibe in Discover, from its summary. Opening it, saving a copy and viewing its
// songs need the whole vibe, which `loadVibe` asks the server for first. Everything from the
// server is rendered as React text, never as HTML: names, prompts and usernames are written
// by other people.
import { useId, useState } from 'react';
import { Check, ChevronDown, MessageCircle, Music, Play } from 'lucide-react';
import type { Vibe, VibeSummary } from '@moodtape/core';
import { Button } from '../../../shared/ui/button';
import { type LoadVibe, VibeSongs } from './vibe-songs';
import { SaveCountBadge } from '../../../shared/ui/save-count-badge';
import styles from './public-vibe-card.module.css';

type SaveState = 'idle' | 'saving' | 'saved';
const SAVE_TEXT: Record<SaveState, string> = { idle: 'Save', saving: 'Saving…', saved: 'Saved' };

type Props = {
  vibe: VibeSummary;
  signedIn: boolean;
  own: boolean;
  loadVibe: LoadVibe;
  // The whole vibe could not be had for Open or Save; the dialog says why.
  onLoadFailed: (error: unknown) => void;
  onOpen: (vibe: Vibe) => void;
  onSave: (vibe: Vibe) => Promise<void>;
  onShowComments: (vibe: VibeSummary) => void;
};

export function PublicVibeCard({
  vibe,
  signedIn,
  own,
  loadVibe,
  onLoadFailed,
  onOpen,
  onSave,
  onShowComments,
}: Props) {
  const [save, setSave] = useState<SaveState>('idle');
  const [opening, setOpening] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const tracksId = useId();
  const count = vibe.track_count;

  async function open() {
    if (opening) return;
    setOpening(true);
    let whole: Vibe;
    try {
      whole = await loadVibe(vibe.id);
    } catch (error) {
      onLoadFailed(error);
      return;
    } finally {
      setOpening(false);
    }
    onOpen(whole);
  }

  async function saveCopy() {
    // The state is the guard: a second click while saving finds the button disabled.
    if (save !== 'idle') return;
    setSave('saving');
    let whole: Vibe;
    try {
      whole = await loadVibe(vibe.id);
    } catch (error) {
      onLoadFailed(error);
      setSave('idle');
      return;
    }
    try {
      await onSave(whole);
      setSave('saved');
    } catch {
      // The caller shows the failure in the messages area; the button is offered again.
      setSave('idle');
    }
  }

  return (
    <article className={styles.card}>
      <div className={styles.cover} aria-hidden="true">
        {vibe.cover_url ? (
          <img src={vibe.cover_url} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <Music size={24} />
        )}
      </div>
      <div className={styles.main}>
        <h3 className={styles.name}>{vibe.name}</h3>
        <p className={styles.meta}>
          <span className={styles.creator}>by {vibe.moodtape_username}</span>
          <span aria-hidden="true">·</span>
          <span>{count === 1 ? '1 song' : `${count} songs`}</span>
          <SaveCountBadge count={vibe.save_count} compact />
        </p>
        {vibe.prompt && <p className={styles.prompt}>{vibe.prompt}</p>}
        <div className={styles.actions}>
          {signedIn ? (
            <Button
              size="sm"
              variant="primary"
              icon={<Play size={14} aria-hidden />}
              loading={opening}
              aria-label={opening ? `Opening ${vibe.name}` : `Open ${vibe.name}`}
              onClick={() => void open()}
            >
              {opening ? 'Opening…' : 'Open'}
            </Button>
          ) : (
            <Button
              size="sm"
              icon={<ChevronDown size={14} aria-hidden className={expanded ? styles.up : ''} />}
              aria-label={`View ${vibe.name}`}
              aria-expanded={expanded}
              aria-controls={tracksId}
              onClick={() => setExpanded((value) => !value)}
            >
              View
            </Button>
          )}
          {signedIn && !own && (
            <Button
              size="sm"
              icon={save === 'saved' ? <Check size={14} aria-hidden /> : undefined}
              loading={save === 'saving'}
              disabled={save !== 'idle'}
              aria-label={`${SAVE_TEXT[save]} ${vibe.name}`}
              onClick={saveCopy}
            >
              {SAVE_TEXT[save]}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={<MessageCircle size={14} aria-hidden />}
            aria-label={`Comments on ${vibe.name}`}
            onClick={() => onShowComments(vibe)}
          >
            Comments
          </Button>
        </div>
        {!signedIn && (
          <div id={tracksId} hidden={!expanded}>
            {/* Asked for the first time the songs are shown, and kept for the next. */}
            {expanded && <VibeSongs vibeId={vibe.id} loadVibe={loadVibe} />}
          </div>
        )}
      </div>
    </article>
  );
}
