// Spec 2 Token-alert banner and spec 4 Token session: "expiring" at 5 minutes or less once a
// silent refresh has failed, "expired" at zero.
import { Clock, TriangleAlert, X } from 'lucide-react';
import { MESSAGES } from '@moodtape/core';
import { useTokenClock } from '../../../shared/auth/token-clock';
import { Button } from '../../../shared/ui/button';
import { IconButton } from '../../../shared/ui/icon-button';
import styles from './token-alert-banner.module.css';

export function TokenAlertBanner() {
  const { alert, refreshing, refreshConnection, dismissAlert } = useTokenClock();
  if (alert === 'none') return null;
  const expired = alert === 'expired';
  return (
    <div
      role="alert"
      className={`${styles.banner} ${expired ? styles.expired : styles.expiring}`}
      data-state={alert}
    >
      {expired ? <TriangleAlert size={20} aria-hidden /> : <Clock size={20} aria-hidden />}
      <p className={styles.text}>
        {expired ? MESSAGES.sessionExpiredAlert : MESSAGES.sessionEndingSoon}
      </p>
      <Button
        size="sm"
        variant="primary"
        loading={refreshing}
        onClick={() => void refreshConnection()}
      >
        Refresh Connection
      </Button>
      <IconButton label="Close alert" icon={<X size={16} />} size="sm" onClick={dismissAlert} />
    </div>
  );
}
