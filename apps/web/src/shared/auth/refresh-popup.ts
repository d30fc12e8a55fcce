// Spec 4 Token refresh, kept by AMENDMENTS A1 as the fallback when Spotify wants consent
// again: a 500x700 popup, a same-origin message with the token, a closed-window check every
// second and a two-minute limit.
import { AccessTokenResponseSchema, type AccessTokenResponse, LOG_MESSAGES } from '@moodtape/core';

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 700;
export const POPUP_TIMEOUT_MS = 120_000;
export const POPUP_CLOSED_CHECK_MS = 1000;
export const POPUP_NAME = 'moodtape-spotify-auth';
export const AUTH_CHANNEL = 'moodtape-auth';

export type PopupMessage =
  | { type: 'moodtape:token'; token: AccessTokenResponse }
  | { type: 'moodtape:token-error'; reason: string };

export class PopupClosedError extends Error {
  constructor() {
    super(LOG_MESSAGES.authWindowClosed);
  }
}
export class PopupTimeoutError extends Error {
  constructor() {
    super(LOG_MESSAGES.tokenRefreshTimedOut);
  }
}

export function refreshViaPopup(): Promise<AccessTokenResponse> {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    '/api/auth/login?mode=popup',
    POPUP_NAME,
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) {
    return Promise.reject(new Error('the sign-in window was blocked; allow pop-ups for Moodtape'));
  }

  return new Promise((resolve, reject) => {
    // Spotify's pages may cut the popup's opener link, so the token also comes by channel.
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(AUTH_CHANNEL) : null;
    const onData = (data: unknown) => {
      const message = data as Partial<PopupMessage> | null;
      if (message?.type === 'moodtape:token') {
        const token = AccessTokenResponseSchema.safeParse(message.token);
        if (token.success) finish(() => resolve(token.data));
      } else if (message?.type === 'moodtape:token-error') {
        finish(() => reject(new Error(String(message.reason))));
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onData(event.data);
    };
    const closedCheck = window.setInterval(() => {
      if (popup.closed) finish(() => reject(new PopupClosedError()));
    }, POPUP_CLOSED_CHECK_MS);
    const timeout = window.setTimeout(
      () => finish(() => reject(new PopupTimeoutError())),
      POPUP_TIMEOUT_MS,
    );

    function finish(settle: () => void) {
      window.clearInterval(closedCheck);
      window.clearTimeout(timeout);
      window.removeEventListener('message', onMessage);
      channel?.close();
      if (!popup?.closed) popup?.close();
      settle();
    }

    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event) => onData(event.data);
  });
}
