// One track of the playlist (spec 2): album art linking to the track on Spotify, title,
// artist, the player's controls for it, and remove with confirm and cancel. Rows still being
// looked up show a placeholder.
import { Music, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { IconButton } from '../../../shared/ui/icon-button';
import type { PlaylistRow } from '../state/playlist-reducer';
import styles from './track-row.module.css';

// spec 7: "a streaming-service track link built from the track URI".
export function spotifyTrackUrl(uri: string | null): string | null {
  const id = /^spotify:track:([A-Za-z0-9]+)$/.exec(uri ?? '')?.[1];
  return id ? `https://open.spotify.com/track/${id}` : null;
}

type Props = { row: PlaylistRow; controls?: ReactNode; onRemove: () => void };

export function TrackRow({ row, controls, onRemove }: Props) {
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const track = row.track;
  const title = track?.title ?? row.title;
  const artist = track?.artist ?? row.artist;
  const link = spotifyTrackUrl(track?.spotifyUri ?? null);
  const pending = track === null;
  const missing = track !== null && !track.found;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    // Back on the remove button once it is rendered again.
    requestAnimationFrame(() => removeButton.current?.focus());
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  const art = track?.albumArt ? (
    <img src={track.albumArt} alt={`${title} cover`} className={styles.art} loading="lazy" />
  ) : (
    <span className={[styles.art, styles.placeholder, pending ? styles.shimmer : ''].join(' ')}>
      <Music size={18} aria-hidden />
    </span>
  );

  return (
    <li className={[styles.row, missing ? styles.missing : ''].join(' ')}>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${title} on Spotify`}
        >
          {art}
        </a>
      ) : (
        art
      )}
      <div className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.artist}>
          {artist}
          {pending && <span className={styles.note}> · Finding on Spotify…</span>}
          {missing && <span className={styles.note}> · Not on Spotify</span>}
        </span>
      </div>
      {controls}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Remove ${title}?`}>
          <Button
            ref={confirmButton}
            size="sm"
            variant="danger"
            onClick={onRemove}
            onKeyDown={cancelOnEscape}
          >
            Remove
          </Button>
          <Button size="sm" variant="ghost" onClick={cancel} onKeyDown={cancelOnEscape}>
            Cancel
          </Button>
        </div>
      ) : (
        <IconButton
          ref={removeButton}
          label={`Remove ${title}`}
          icon={<Trash2 size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        />
      )}
    </li>
  );
}
