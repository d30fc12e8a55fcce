// Spec 2 Token-alert banner and spec 4 Token session: "expiring" at 5 minutes or less once a
// silent refresh has failed, "expired" at zero.
import { MESSAGES } from '@moodtape/core';
import { useTokenClock } from '../../../shared/auth/token-clock';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import styles from './token-alert-banner.module.css';

export function TokenAlertBanner() {
  const { alert, refreshing, refreshConnection, dismissAlert } = useTokenClock();
  if (alert === 'none') return null;
  const expired = alert === 'expired';
  return (
    <div className={styles.banner} data-state={alert}>
      <Notice
        role="alert"
        tone={expired ? 'error' : 'warning'}
        emphasis
        closeLabel="Close alert"
        onClose={dismissAlert}
        actions={
          <Button
            size="sm"
            variant="primary"
            loading={refreshing}
            onClick={() => void refreshConnection()}
          >
            Refresh Connection
          </Button>
        }
      >
        {expired ? MESSAGES.sessionExpiredAlert : MESSAGES.sessionEndingSoon}
      </Notice>
    </div>
  );
}
