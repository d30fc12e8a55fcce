// Spec 8's playback messages, for each way playback can fail.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/lib/api-client';
import { failureMessage } from './failure-message';
import { SessionExpiredError } from './playback-port';
import { PlayerNotReadyError, PremiumRequiredError } from './sdk-connection';

const PREMIUM = 'Failed to play track. Make sure you have an active Spotify Premium account.';
const NOT_READY = 'Spotify player not ready. Please wait a moment and try again.';

describe('failureMessage', () => {
  it.each([
    ['play', new Error('network'), PREMIUM],
    ['toggle', new Error('network'), 'Failed to toggle playback'],
    ['seek', new Error('network'), 'Failed to seek in track'],
  ] as const)('says what failed when a %s fails for no known reason', (kind, error, text) => {
    expect(failureMessage(kind, error)).toEqual({ text, reconnect: false });
  });

  it('names Premium when the account is free, from the SDK or from our server', () => {
    expect(failureMessage('play', new PremiumRequiredError()).text).toBe(PREMIUM);
    const server = new ApiError(403, 'premium_required', 'Premium');
    expect(failureMessage('play', server).text).toBe(PREMIUM);
  });

  it('asks to wait while the player is not ready, and reconnects when Spotify lost the device', () => {
    expect(failureMessage('play', new PlayerNotReadyError())).toEqual({
      text: NOT_READY,
      reconnect: false,
    });
    const gone = new ApiError(409, 'player_not_ready', NOT_READY);
    expect(failureMessage('seek', gone)).toEqual({ text: NOT_READY, reconnect: true });
  });

  it('points at the session when it has run out', () => {
    expect(failureMessage('play', new SessionExpiredError()).text).toBe(
      'Spotify session expired - please refresh your connection',
    );
  });
});
