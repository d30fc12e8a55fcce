// A modal dialog on the native <dialog>: the browser traps focus and makes the page inert;
// we close on Escape and on the backdrop, and return focus to what opened it (DESIGN.md).
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { IconButton } from './icon-button';
import styles from './modal.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  // A decision the person must make (e.g. terms) has no close button.
  dismissible?: boolean;
  // 'confirm' is for a question of a line or two: on a phone a bottom sheet as tall as its
  // content, where the other sizes become full-height sheets (DESIGN.md).
  size?: 'confirm' | 'sm' | 'md';
};

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  size = 'sm',
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The newest onClose without re-subscribing: a listener swapped in the same commit that
  // closes the dialog would miss its close event (cleanups run before setups).
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      // Unless what the dialog did has already taken the reader elsewhere (an opened vibe).
      const active = document.activeElement;
      const unplaced = !active || active === document.body || dialog.contains(active);
      if (unplaced && opener.current?.isConnected) opener.current.focus();
      latestOnClose.current();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- a backdrop click is a mouse shortcut; Escape and the close button cover the keyboard
    <dialog
      ref={ref}
      className={[styles.dialog, styles[size]].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {dismissible && (
              <IconButton label="Close" icon={<X size={20} />} size="sm" onClick={onClose} />
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
