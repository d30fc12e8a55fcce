// The profile bar's Refresh Connection (spec 2, spec 4 Token session). A fresh token changes
// nothing on screen but the countdown, so the button itself says it worked: a tick for a
// moment, and the words for screen readers. It is never disabled while it works (a disabled
// button would drop the keyboard's focus); a press meanwhile does nothing.
import { Check, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTokenClock } from '../../../shared/auth/token-clock';
import { IconButton } from '../../../shared/ui/icon-button';
import { Spinner } from '../../../shared/ui/spinner';

const DONE_SHOWN_MS = 2000;

export function RefreshConnectionButton() {
  const { refreshing, refreshConnection } = useTokenClock();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const id = window.setTimeout(() => setDone(false), DONE_SHOWN_MS);
    return () => window.clearTimeout(id);
  }, [done]);

  return (
    <>
      <IconButton
        label="Refresh Connection"
        icon={
          refreshing ? <Spinner size={16} /> : done ? <Check size={18} /> : <RefreshCw size={18} />
        }
        aria-disabled={refreshing || undefined}
        onClick={() => {
          if (refreshing) return;
          setDone(false);
          void refreshConnection().then((refreshed) => setDone(refreshed));
        }}
      />
      <span className="visually-hidden" role="status">
        {done ? 'Spotify connection refreshed' : ''}
      </span>
    </>
  );
}
