// Public or private, toggled from the card (spec 4 Vibe). A switch: its state is read out as
// on/off, and the words beside it say what that means.
import { Globe, Lock } from 'lucide-react';
import styles from './visibility-switch.module.css';

type Props = { isPublic: boolean; disabled: boolean; onChange: (isPublic: boolean) => void };

export function VisibilitySwitch({ isPublic, disabled, onChange }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isPublic}
      aria-label="Public"
      className={styles.switch}
      // Not `disabled` while saving, so keyboard focus stays on the switch.
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onChange(!isPublic);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {isPublic ? <Globe size={16} aria-hidden /> : <Lock size={16} aria-hidden />}
      <span className={styles.text}>{isPublic ? 'Public' : 'Private'}</span>
    </button>
  );
}
