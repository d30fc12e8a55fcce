// Spec 2 Messages area: text containing "successfully" in success style, anything else in
// error style. Success fades after a few seconds; errors stay until dismissed or replaced.
// A message the token alert already says is left to the alert.
import { useEffect } from 'react';
import { MESSAGES, messageTone } from '@moodtape/core';
import { useVisibleTokenAlert } from '../../../shared/auth/token-clock';
import { useMessages } from '../../../shared/lib/messages';
import { Notice } from '../../../shared/ui/notice';
import styles from './messages-area.module.css';

export const SUCCESS_MESSAGE_MS = 6000;

export function MessagesArea() {
  const { message: current, clearMessage } = useMessages();
  const alert = useVisibleTokenAlert();
  // spec 4: at expiry the "expired" alert and this message say the same, and the alert has
  // Refresh Connection: one red banner is enough. Closing the alert brings the message back.
  const message = alert === 'expired' && current?.text === MESSAGES.sessionExpired ? null : current;
  const tone = message ? messageTone(message.text) : null;

  useEffect(() => {
    if (tone !== 'success') return;
    const id = window.setTimeout(clearMessage, SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(id);
  }, [message, tone, clearMessage]);

  // Both live regions stay in the page so screen readers announce what appears in them.
  return (
    <div className={styles.area}>
      <div role="status" aria-live="polite" className={styles.live}>
        {message && tone === 'success' && (
          <Notice tone="success" closeLabel="Dismiss message" onClose={clearMessage}>
            {message.text}
          </Notice>
        )}
      </div>
      <div role="alert" className={styles.live}>
        {message && tone === 'error' && (
          <Notice tone="error" closeLabel="Dismiss message" onClose={clearMessage}>
            {message.text}
          </Notice>
        )}
      </div>
    </div>
  );
}
