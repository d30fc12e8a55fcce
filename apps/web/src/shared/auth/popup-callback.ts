// Runs in the refresh popup when Spotify sends it back to /callback: hands the new access
// token to the page that opened it, then closes.
import { AUTH_CHANNEL, POPUP_NAME, type PopupMessage } from './refresh-popup';
import { fetchAccessToken } from './token-api';
import { loginErrorMessage } from './login-errors';

export function isRefreshPopup(): boolean {
  return (
    window.location.pathname === '/callback' &&
    (window.name === POPUP_NAME || window.opener !== null)
  );
}

export async function completeRefreshPopup(): Promise<void> {
  const failure = new URLSearchParams(window.location.search).get('login_error');
  let message: PopupMessage;
  if (failure) {
    message = { type: 'moodtape:token-error', reason: loginErrorMessage(failure) };
  } else {
    try {
      message = { type: 'moodtape:token', token: await fetchAccessToken() };
    } catch (error) {
      message = {
        type: 'moodtape:token-error',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  }
  const opener = window.opener as Window | null;
  opener?.postMessage(message, window.location.origin);
  if ('BroadcastChannel' in window) {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  window.close();
}
