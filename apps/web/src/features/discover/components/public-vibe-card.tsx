// One public vibe in Discover. Everything from the server is rendered as React text, never
// as HTML: names, prompts and usernames are written by other people.
import { useId, useState } from 'react';
import { Bookmark, Check, ChevronDown, MessageCircle, Music, Play } from 'lucide-react';
import { type Vibe, formatSaveCount } from '@moodtape/core';
import { Button } from '../../../shared/ui/button';
import styles from './public-vibe-card.module.css';

type SaveState = 'idle' | 'saving' | 'saved';
const SAVE_TEXT: Record<SaveState, string> = { idle: 'Save', saving: 'Saving…', saved: 'Saved' };

type Props = {
  vibe: Vibe;
  signedIn: boolean;
  own: boolean;
  onOpen: (vibe: Vibe) => void;
  onSave: (vibe: Vibe) => Promise<void>;
  onShowComments: (vibe: Vibe) => void;
};

export function PublicVibeCard({ vibe, signedIn, own, onOpen, onSave, onShowComments }: Props) {
  const [save, setSave] = useState<SaveState>('idle');
  const [expanded, setExpanded] = useState(false);
  const tracksId = useId();
  const tracks = vibe.playlist_data.tracks;
  const cover = vibe.image_url ?? tracks.find((track) => track.albumArt)?.albumArt ?? null;
  const saves = formatSaveCount(vibe.save_count);

  async function saveCopy() {
    // The state is the guard: a second click while saving finds the button disabled.
    if (save !== 'idle') return;
    setSave('saving');
    try {
      await onSave(vibe);
      setSave('saved');
    } catch {
      // The caller shows the failure in the messages area; the button is offered again.
      setSave('idle');
    }
  }

  return (
    <article className={styles.card}>
      <div className={styles.cover} aria-hidden="true">
        {cover ? (
          <img src={cover} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <Music size={24} />
        )}
      </div>
      <div className={styles.main}>
        <h3 className={styles.name}>{vibe.name}</h3>
        <p className={styles.meta}>
          <span className={styles.creator}>by {vibe.moodtape_username}</span>
          <span aria-hidden="true">·</span>
          <span>{tracks.length === 1 ? '1 song' : `${tracks.length} songs`}</span>
          <span
            className={styles.badge}
            role="img"
            aria-label={`Saved ${saves} ${vibe.save_count === 1 ? 'time' : 'times'}`}
          >
            <Bookmark size={12} aria-hidden />
            {saves}
          </span>
        </p>
        {vibe.prompt && <p className={styles.prompt}>{vibe.prompt}</p>}
        <div className={styles.actions}>
          {signedIn ? (
            <Button
              size="sm"
              variant="primary"
              icon={<Play size={14} aria-hidden />}
              aria-label={`Open ${vibe.name}`}
              onClick={() => onOpen(vibe)}
            >
              Open
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
          <ol id={tracksId} className={styles.tracks} hidden={!expanded} aria-label="Songs">
            {tracks.map((track, index) => (
              <li key={`${index}-${track.title}`}>
                <span className={styles.title}>{track.title}</span> – {track.artist}
              </li>
            ))}
          </ol>
        )}
      </div>
    </article>
  );
}
