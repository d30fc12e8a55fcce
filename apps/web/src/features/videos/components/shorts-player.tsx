// The shorts player (spec 2): a modal with the short embedded from the configured player
// (GET /api/videos/config), and Previous short, Next short and Close. Previous and next wrap
// around, as the player's do (spec 4 Playback), so the pressed button never turns disabled
// under the keyboard's focus.
import type { Video } from '@moodtape/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { safeLinkUrl, safeMediaUrl } from '../../../shared/lib/safe-url';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { useVideosConfig } from '../api/get-videos-config';
import styles from './shorts-player.module.css';

type Props = {
  open: boolean;
  shorts: readonly Video[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
};

export function ShortsPlayer({ open, shorts, index, onMove, onClose }: Props) {
  const config = useVideosConfig(open);
  const short = shorts[index];
  if (!short) return null;
  const base = config.data ? safeMediaUrl(config.data.embedUrl) : null;
  const link = safeLinkUrl(short.url);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Short: ${short.title}`}
      size="md"
      footer={
        <div className={styles.nav}>
          <Button
            size="sm"
            icon={<ChevronLeft size={16} aria-hidden />}
            disabled={shorts.length < 2}
            onClick={() => onMove((index - 1 + shorts.length) % shorts.length)}
          >
            Previous short
          </Button>
          <span className={styles.position}>
            {index + 1} of {shorts.length}
          </span>
          <Button size="sm" disabled={index >= shorts.length - 1} onClick={() => onMove(index + 1)}>
            Next short
            <ChevronRight size={16} aria-hidden />
          </Button>
        </div>
      }
    >
      <div className={styles.stage}>
        {base ? (
          <iframe
            key={short.id}
            className={styles.frame}
            title={short.title}
            src={`${base}${encodeURIComponent(short.id)}`}
            allow="autoplay; encrypted-media"
            sandbox="allow-scripts allow-same-origin allow-presentation"
          />
        ) : config.isError || (config.data && !base) ? (
          <p className={styles.problem}>
            The player could not be loaded.{' '}
            {link && (
              <a href={link} target="_blank" rel="noopener noreferrer">
                Watch it on the video site
              </a>
            )}
          </p>
        ) : (
          <Spinner size={28} label="Loading the player" />
        )}
      </div>
      <p className={styles.channel}>{short.channelTitle}</p>
    </Modal>
  );
}
