import { describe, it, expect } from 'vitest';
import {
  STORAGE_KEYS,
  TOKEN_ALERT_THRESHOLD_MS,
  TOKEN_LIFETIME_MS,
  TOKEN_TICK_MS,
  formatCountdown,
  isTokenExpired,
  remainingTokenMs,
  tokenAlertState,
  tokenExpiryFrom,
} from './token-clock';

const NOW = 1_700_000_000_000;

describe('token clock constants', () => {
  it('pins the spec 9 numbers', () => {
    expect(TOKEN_LIFETIME_MS).toBe(3_600_000);
    expect(TOKEN_ALERT_THRESHOLD_MS).toBe(300_000);
    expect(TOKEN_TICK_MS).toBe(1000);
  });

  it('keeps the three storage keys of AMENDMENTS A1, the playlist and what surrounds it for a reload, and never spotify_token', () => {
    expect(STORAGE_KEYS).toEqual({
      tokenExpiry: 'token_expiry',
      lastTrackIndex: 'last_track_index',
      trackProgress: 'track_progress',
      currentPlaylist: 'current_playlist',
      currentPlaylistAround: 'current_playlist_around',
      trackPlaying: 'track_playing',
    });
    expect(Object.values(STORAGE_KEYS)).not.toContain('spotify_token');
  });
});

describe('tokenExpiryFrom', () => {
  it('defaults to one hour from now', () => {
    expect(tokenExpiryFrom(NOW)).toBe(NOW + 3_600_000);
  });

  it('uses the seconds Spotify gives', () => {
    expect(tokenExpiryFrom(NOW, 1800)).toBe(NOW + 1_800_000);
    expect(tokenExpiryFrom(NOW, 0)).toBe(NOW);
  });

  it('falls back to one hour for a non-finite lifetime', () => {
    expect(tokenExpiryFrom(NOW, Number.NaN)).toBe(NOW + 3_600_000);
    expect(tokenExpiryFrom(NOW, Number.POSITIVE_INFINITY)).toBe(NOW + 3_600_000);
  });
});

describe('isTokenExpired', () => {
  it('is expired without a stored expiry', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired(undefined, NOW)).toBe(true);
    expect(isTokenExpired(Number.NaN, NOW)).toBe(true);
  });

  it('is expired only when now is past the expiry', () => {
    expect(isTokenExpired(NOW + 1, NOW)).toBe(false);
    expect(isTokenExpired(NOW, NOW)).toBe(false);
    expect(isTokenExpired(NOW - 1, NOW)).toBe(true);
  });
});

describe('remainingTokenMs', () => {
  it('is expiry minus now', () => {
    expect(remainingTokenMs(NOW + 3_552_000, NOW)).toBe(3_552_000);
  });

  it('never goes below zero', () => {
    expect(remainingTokenMs(NOW - 5000, NOW)).toBe(0);
    expect(remainingTokenMs(NOW, NOW)).toBe(0);
  });

  it('is zero without an expiry', () => {
    expect(remainingTokenMs(null, NOW)).toBe(0);
    expect(remainingTokenMs(undefined, NOW)).toBe(0);
    expect(remainingTokenMs(Number.NaN, NOW)).toBe(0);
  });
});

describe('tokenAlertState', () => {
  it('is none above five minutes', () => {
    expect(tokenAlertState(3_600_000)).toBe('none');
    expect(tokenAlertState(300_001)).toBe('none');
  });

  it('is expiring at five minutes or less', () => {
    expect(tokenAlertState(300_000)).toBe('expiring');
    expect(tokenAlertState(1)).toBe('expiring');
  });

  it('is expired at zero or below', () => {
    expect(tokenAlertState(0)).toBe('expired');
    expect(tokenAlertState(-1)).toBe('expired');
    expect(tokenAlertState(Number.NaN)).toBe('expired');
  });
});

describe('formatCountdown', () => {
  it('lets minutes pass 59', () => {
    expect(formatCountdown(3_600_000)).toBe('60:00');
  });

  it('pads minutes and seconds', () => {
    expect(formatCountdown(3_552_000)).toBe('59:12');
    expect(formatCountdown(65_000)).toBe('01:05');
  });

  it('floors the seconds', () => {
    expect(formatCountdown(299_999)).toBe('04:59');
    expect(formatCountdown(999)).toBe('00:00');
  });

  it('shows zero for nothing left', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});
