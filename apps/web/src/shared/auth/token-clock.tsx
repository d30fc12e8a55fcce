// The Spotify token's life on the page (spec 4 Token session, AMENDMENTS A1): a countdown
// every second, a silent refresh through our server once 5 minutes or less remain, and the
// "expiring" / "expired" alerts only when that refresh fails.
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type AccessTokenResponse,
  LOG_MESSAGES,
  MESSAGES,
  STORAGE_KEYS,
  TOKEN_TICK_MS,
  type TokenAlertState as TokenAlert,
  remainingTokenMs,
  tokenAlertState,
} from '@moodtape/core';
import { ApiError } from '../lib/api-client';
import { errorReason } from '../lib/error-reason';
import { useMessages } from '../lib/messages';
import { storage } from '../lib/storage';
import { PopupClosedError, PopupTimeoutError, refreshViaPopup } from './refresh-popup';
import { sessionQuery, useSession } from './session';
import { fetchAccessToken, refreshAccessToken } from './token-api';

// A failed silent refresh is tried again this often while the token runs out.
export const AUTO_REFRESH_RETRY_MS = 30_000;

type TokenClock = {
  accessToken: string | null;
  remainingMs: number;
  // The held token has run out (spec 4: playback pauses), whether or not the alert shows.
  expired: boolean;
  alert: TokenAlert;
  refreshing: boolean;
  dismissAlert: () => void;
  // Resolves true once a new token is held.
  refreshConnection: () => Promise<boolean>;
};

const TokenClockContext = createContext<TokenClock | null>(null);

export function TokenClockProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const { showMessage, clearMessageIf } = useMessages();
  const queryClient = useQueryClient();
  // Kept with its owner, so a token never outlives the person it was issued to.
  const [held, setHeld] = useState<{ userId: string; token: AccessTokenResponse } | null>(null);
  const token = held && held.userId === userId ? held.token : null;
  const [now, setNow] = useState(() => Date.now());
  const [silentFailed, setSilentFailed] = useState(false);
  const [dismissed, setDismissed] = useState<TokenAlert | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const lastAutoAttempt = useRef(Number.NEGATIVE_INFINITY);
  const autoInFlight = useRef(false);

  const accept = useCallback(
    (next: AccessTokenResponse) => {
      if (userId) setHeld({ userId, token: next });
      setNow(Date.now());
      setSilentFailed(false);
      setDismissed(null);
      // spec 4: a refresh clears the alerts, and the expiry message with them.
      clearMessageIf(MESSAGES.sessionExpired);
      storage.set(STORAGE_KEYS.tokenExpiry, String(next.expires_at));
    },
    [userId, clearMessageIf],
  );

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    fetchAccessToken().then(
      (next) => !cancelled && accept(next),
      (error: unknown) =>
        !cancelled && showMessage(MESSAGES.failedToRefreshToken(errorReason(error))),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, accept, showMessage]);

  useEffect(() => {
    if (!token) return;
    const id = window.setInterval(() => setNow(Date.now()), TOKEN_TICK_MS);
    return () => window.clearInterval(id);
  }, [token]);

  const remainingMs = token ? remainingTokenMs(token.expires_at, now) : 0;
  const level: TokenAlert = token ? tokenAlertState(remainingMs) : 'none';

  useEffect(() => {
    if (level === 'none' || autoInFlight.current) return;
    if (now - lastAutoAttempt.current < AUTO_REFRESH_RETRY_MS) return;
    lastAutoAttempt.current = now;
    autoInFlight.current = true;
    refreshAccessToken()
      .then(accept, (error: unknown) => {
        console.warn(LOG_MESSAGES.autoTokenRefreshFailed, error);
        // Also when Spotify will not refresh this sign-in any more (its refresh token expired
        // or was revoked): the alert's Refresh Connection asks for a new consent.
        setSilentFailed(true);
      })
      .finally(() => {
        autoInFlight.current = false;
      });
  }, [level, now, accept]);

  const previousLevel = useRef<TokenAlert>('none');
  useEffect(() => {
    if (level === 'expired' && previousLevel.current !== 'expired')
      showMessage(MESSAGES.sessionExpired);
    previousLevel.current = level;
  }, [level, showMessage]);

  const refreshConnection = useCallback(async () => {
    setRefreshing(true);
    try {
      accept(await refreshAccessToken());
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'consent_required') {
        return await refreshWithConsent();
      } else {
        console.warn(LOG_MESSAGES.manualTokenRefreshFailed, error);
        showMessage(MESSAGES.failedToRefreshConnection(errorReason(error)));
        if (error instanceof ApiError && error.status === 401) {
          await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
        }
        return false;
      }
    } finally {
      setRefreshing(false);
    }

    async function refreshWithConsent() {
      try {
        accept(await refreshViaPopup());
        return true;
      } catch (error) {
        // Spec 8: a timeout and a closed window are only logged.
        if (error instanceof PopupTimeoutError || error instanceof PopupClosedError) {
          console.warn(error.message);
        } else {
          showMessage(MESSAGES.failedToRefreshToken(errorReason(error)));
        }
        return false;
      }
    }
  }, [accept, showMessage, queryClient]);

  const visible: TokenAlert = silentFailed || level === 'expired' ? level : 'none';
  const value = useMemo<TokenClock>(
    () => ({
      accessToken: token?.access_token ?? null,
      remainingMs,
      expired: level === 'expired',
      alert: visible === dismissed ? 'none' : visible,
      refreshing,
      dismissAlert: () => setDismissed(visible),
      refreshConnection,
    }),
    [token, remainingMs, level, visible, dismissed, refreshing, refreshConnection],
  );
  return <TokenClockContext.Provider value={value}>{children}</TokenClockContext.Provider>;
}

// The token alert on the page, or 'none' where there is no token clock (signed out).
export function useVisibleTokenAlert(): TokenAlert {
  return useContext(TokenClockContext)?.alert ?? 'none';
}

export function useTokenClock(): TokenClock {
  const clock = useContext(TokenClockContext);
  if (!clock) throw new Error('useTokenClock needs a TokenClockProvider');
  return clock;
}
