import { RefreshCw } from 'lucide-react';
import { useTokenClock } from '../../../shared/auth/token-clock';
import { IconButton } from '../../../shared/ui/icon-button';
import { Spinner } from '../../../shared/ui/spinner';

export function RefreshConnectionButton() {
  const { refreshing, refreshConnection } = useTokenClock();
  return (
    <IconButton
      label="Refresh Connection"
      icon={refreshing ? <Spinner size={16} /> : <RefreshCw size={18} />}
      disabled={refreshing}
      onClick={() => void refreshConnection()}
    />
  );
}
