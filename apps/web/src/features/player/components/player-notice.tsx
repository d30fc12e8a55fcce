// Why the music stopped without the person pausing it, over the playback bar: another
// Spotify app took the playback ("Play here" takes it back), or the browser blocked autoplay
// (the next press of Play starts it).
import { MonitorSmartphone, Play, VolumeX } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import type { Interruption } from '../state/playback-types';
import styles from './player-notice.module.css';

const TEXTS: Record<Interruption, { text: string; action: string }> = {
  elsewhere: { text: 'Playing on another device', action: 'Play here' },
  autoplay: {
    text: 'Your browser blocked autoplay — press Play to start',
    action: 'Start playing',
  },
};

export function PlayerNotice({
  interruption,
  pending,
  onAction,
}: {
  interruption: Interruption;
  pending: boolean;
  onAction: () => void;
}) {
  const { text, action } = TEXTS[interruption];
  const Icon = interruption === 'elsewhere' ? MonitorSmartphone : VolumeX;
  return (
    <div className={styles.notice} role="status" data-interruption={interruption}>
      <Icon className={styles.icon} size={18} aria-hidden />
      <span className={styles.text}>{text}</span>
      <Button
        variant="primary"
        size="sm"
        icon={<Play size={14} fill="currentColor" aria-hidden />}
        loading={pending}
        onClick={onAction}
      >
        {action}
      </Button>
    </div>
  );
}
