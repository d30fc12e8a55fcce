// A playback failure said on the bar's top edge, beside the controls that failed (spec 8 puts
// it in the messages area too, which is at the top of the page and announces it: so this is
// not a live region). On a free account it says Premium is needed, where Play was pressed.
import { CircleAlert, X } from 'lucide-react';
import { IconButton } from '../../../shared/ui/icon-button';
import styles from './player-notice.module.css';

export function PlaybackFailureNotice({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <div className={styles.notice} data-tone="danger">
      <CircleAlert className={styles.icon} size={18} aria-hidden />
      <p className={styles.text}>{text}</p>
      <IconButton label="Dismiss" icon={<X size={16} />} size="sm" onClick={onClose} />
    </div>
  );
}
