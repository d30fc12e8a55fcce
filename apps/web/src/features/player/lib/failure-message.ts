// What the person reads when playback fails (spec 8), and whether the player should connect
// again because Spotify no longer knows its device.
import { MESSAGES } from '@moodtape/core';
import { ApiError } from '../../../shared/lib/api-client';
import type { PlaybackFailure } from '../state/playback-types';
import { SessionExpiredError } from './playback-port';
import { PlayerNotReadyError, PremiumRequiredError } from './sdk-connection';

const BY_KIND: Record<PlaybackFailure, string> = {
  play: MESSAGES.failedToPlayTrack,
  toggle: MESSAGES.failedToTogglePlayback,
  seek: MESSAGES.failedToSeek,
};

export function failureMessage(
  kind: PlaybackFailure,
  error: unknown,
): { text: string; reconnect: boolean } {
  if (error instanceof SessionExpiredError)
    return { text: MESSAGES.sessionExpired, reconnect: false };
  if (error instanceof PremiumRequiredError) {
    return { text: MESSAGES.failedToPlayTrack, reconnect: false };
  }
  if (error instanceof ApiError && error.code === 'premium_required') {
    return { text: MESSAGES.failedToPlayTrack, reconnect: false };
  }
  if (error instanceof PlayerNotReadyError)
    return { text: MESSAGES.playerNotReady, reconnect: false };
  if (error instanceof ApiError && error.code === 'player_not_ready') {
    return { text: MESSAGES.playerNotReady, reconnect: true };
  }
  return { text: BY_KIND[kind], reconnect: false };
}
