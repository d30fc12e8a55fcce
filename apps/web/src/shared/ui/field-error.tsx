// Why an action failed, said beside the control that caused it (the messages area, which may
// be far above on a phone, says it too). Not a live region: the messages area announces it.
import { CircleAlert } from 'lucide-react';
import styles from './field-error.module.css';

export function FieldError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <CircleAlert size={16} aria-hidden />
      {children}
    </p>
  );
}
