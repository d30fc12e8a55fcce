// A one-line notice with an icon, a text, optional actions and a close button: the messages
// area and the token-alert banner are both made of it.
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Clock, X } from 'lucide-react';
import { IconButton } from './icon-button';
import styles from './notice.module.css';

export type NoticeTone = 'success' | 'error' | 'warning';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: Clock } as const;

type Props = {
  tone: NoticeTone;
  children: ReactNode;
  actions?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  role?: 'alert';
  emphasis?: boolean;
};

export function Notice({
  tone,
  children,
  actions,
  closeLabel,
  onClose,
  role,
  emphasis = false,
}: Props) {
  const Icon = ICONS[tone];
  return (
    <div role={role} className={`${styles.notice} ${styles[tone]}`} data-tone={tone}>
      <Icon size={20} aria-hidden />
      <p className={`${styles.text} ${emphasis ? styles.emphasis : ''}`}>{children}</p>
      {actions}
      <IconButton label={closeLabel} icon={<X size={16} />} size="sm" onClick={onClose} />
    </div>
  );
}
