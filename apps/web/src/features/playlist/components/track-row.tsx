// One track of the playlist (spec 2): its number, album art linking to the track on Spotify,
// title, artist, the player's play button and progress for it, and remove with confirm and
// cancel. Rows still being looked up hold the places of what they will show, so nothing moves
// when they resolve.
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

type Props = {
  row: PlaylistRow;
  // Its place in the list, from 1.
  number: number;
  // The player's button and progress for this track.
  play?: ReactNode;
  progress?: ReactNode;
  onRemove: () => void;
};

export function TrackRow({ row, number, play, progress, onRemove }: Props) {
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
    <li
      className={styles.row}
      data-missing={missing || undefined}
      data-confirming={confirming || undefined}
    >
      <span className={styles.number}>
        {/* Screen readers hear the place from the list itself. */}
        <span className={styles.numberText} aria-hidden="true">
          {number}
        </span>
        {pending ? (
          <span className={styles.playSlot} aria-hidden="true" />
        ) : (
          !missing && play && <span className={styles.play}>{play}</span>
        )}
      </span>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${title} on Spotify`}
          className={styles.artLink}
        >
          {art}
        </a>
      ) : (
        art
      )}
      <div className={styles.body}>
        <div className={styles.text}>
          <span className={styles.title}>{title}</span>
          <span className={styles.artist}>
            {artist}
            {pending && <span className={styles.note}> · Finding on Spotify…</span>}
            {missing && <span className={styles.note}> · Not on Spotify</span>}
          </span>
        </div>
        {!confirming && pending && (
          // The rail's place, until Spotify has the song.
          <div className={styles.progress} aria-hidden="true">
            <span className={styles.railSlot} />
          </div>
        )}
        {!confirming && !pending && progress && <div className={styles.progress}>{progress}</div>}
      </div>
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
          className={styles.remove}
          icon={<Trash2 size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        />
      )}
    </li>
  );
}
