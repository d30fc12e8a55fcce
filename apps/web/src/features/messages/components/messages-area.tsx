// Spec 2 Messages area: text containing "successfully" in success style, anything else in
// error style. Success fades after a few seconds; errors stay until dismissed or replaced.
import { useEffect } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { messageTone } from '@moodtape/core';
import { useMessages } from '../../../shared/lib/messages';
import { IconButton } from '../../../shared/ui/icon-button';
import styles from './messages-area.module.css';

export const SUCCESS_MESSAGE_MS = 6000;

export function MessagesArea() {
  const { message, clearMessage } = useMessages();
  const tone = message ? messageTone(message.text) : null;

  useEffect(() => {
    if (tone !== 'success') return;
    const id = window.setTimeout(clearMessage, SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(id);
  }, [message, tone, clearMessage]);

  return (
    <div className={styles.area}>
      <div role="status" aria-live="polite" className={styles.live}>
        {message && tone === 'success' && (
          <Message text={message.text} tone="success" onClose={clearMessage} />
        )}
      </div>
      <div role="alert" className={styles.live}>
        {message && tone === 'error' && (
          <Message text={message.text} tone="error" onClose={clearMessage} />
        )}
      </div>
    </div>
  );
}

function Message({
  text,
  tone,
  onClose,
}: {
  text: string;
  tone: 'success' | 'error';
  onClose: () => void;
}) {
  return (
    <div className={`${styles.message} ${styles[tone]}`} data-tone={tone}>
      {tone === 'success' ? (
        <CircleCheck size={20} aria-hidden />
      ) : (
        <CircleAlert size={20} aria-hidden />
      )}
      <p className={styles.text}>{text}</p>
      <IconButton label="Dismiss message" icon={<X size={16} />} size="sm" onClick={onClose} />
    </div>
  );
}
