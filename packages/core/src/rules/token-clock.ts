// The Spotify token clock (spec 4 Token storage / Token session, spec 9, AMENDMENTS A1).
// Pure arithmetic: the caller passes `now`, so the web's ticking hook and the tests agree.

// spec 9: stored token lifetime is 1 hour.
export const TOKEN_LIFETIME_MS = 3_600_000;
// spec 9: the "expiring" alert starts at 5 minutes remaining.
export const TOKEN_ALERT_THRESHOLD_MS = 300_000;
// spec 9: the countdown ticks every second.
export const TOKEN_TICK_MS = 1000;

// spec 3 storage keys; AMENDMENTS A1: `spotify_token` is never written (the token stays in memory).
export const STORAGE_KEYS = {
  tokenExpiry: 'token_expiry',
  lastTrackIndex: 'last_track_index',
  trackProgress: 'track_progress',
  // Not in spec 3, kept so that a reload can resume the saved track (spec 4 Playback): the
  // playlist on screen and whether it was playing.
  currentPlaylist: 'current_playlist',
  // What surrounded that playlist (videos, queries, gradient, suggestions), so that a reload
  // asks no AI and searches no video again.
  currentPlaylistAround: 'current_playlist_around',
  trackPlaying: 'track_playing',
} as const;

export type TokenAlertState = 'none' | 'expiring' | 'expired';

// spec 4: the token is stored with an expiry of 1 hour from storage, unless Spotify says otherwise.
export function tokenExpiryFrom(now: number, expiresInSeconds?: number): number {
  if (expiresInSeconds === undefined || !Number.isFinite(expiresInSeconds)) {
    return now + TOKEN_LIFETIME_MS;
  }
  return now + expiresInSeconds * 1000;
}

function hasExpiry(expiry: number | null | undefined): expiry is number {
  // A stored value that did not parse (NaN) is as good as no expiry at all.
  return typeof expiry === 'number' && !Number.isNaN(expiry);
}

// spec 4: expired when no expiry is stored or now is past the expiry.
export function isTokenExpired(expiry: number | null | undefined, now: number): boolean {
  return !hasExpiry(expiry) || now > expiry;
}

// spec 4: remaining lifetime is expiry minus now, never below zero.
export function remainingTokenMs(expiry: number | null | undefined, now: number): number {
  if (!hasExpiry(expiry)) return 0;
  return Math.max(0, expiry - now);
}

// spec 4 Token session: "expiring" at 5 minutes or less, "expired" at zero.
export function tokenAlertState(remainingMs: number): TokenAlertState {
  if (!(remainingMs > 0)) return 'expired';
  if (remainingMs <= TOKEN_ALERT_THRESHOLD_MS) return 'expiring';
  return 'none';
}

// The profile bar's countdown: whole minutes (may pass 59, a fresh token shows "60:00") and
// seconds, both floored so the display never claims more time than is left.
export function formatCountdown(ms: number): string {
  const totalSeconds = ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
