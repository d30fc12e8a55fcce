// Playback on the person's Web Playback SDK device, through Spotify's player API (spec 4
// Playback, spec 7). Spotify's refusals become errors the page can act on: not Premium, or
// a player device Spotify no longer knows.
import { MESSAGES } from '@moodtape/core';
import { AppError, ConsentRequiredError, IntegrationError, SpotifyBusyError } from '../../errors';
import type { SessionWithUser } from '../../http/session';
import { SpotifyRateLimitError } from '../../integrations/spotify/http';
import type { PlayInput, SpotifyWebApi } from '../../integrations/spotify/web-api-client';
import type { AuthService } from '../auth';

export class PremiumRequiredError extends AppError {
  constructor() {
    super(403, 'premium_required', MESSAGES.failedToPlayTrack);
  }
}

export class PlayerNotReadyError extends AppError {
  constructor() {
    super(409, 'player_not_ready', MESSAGES.playerNotReady);
  }
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;

export function createPlaybackService(deps: {
  webApi: SpotifyWebApi;
  auth: Pick<AuthService, 'serverAccessToken'>;
}) {
  const { webApi, auth } = deps;

  async function command(
    ctx: SessionWithUser,
    run: (accessToken: string) => Promise<void>,
    options: { pausing?: boolean } = {},
  ): Promise<void> {
    const accessToken = await auth.serverAccessToken(ctx);
    try {
      await run(accessToken);
    } catch (error) {
      // Spotify answers "Restriction violated" to a pause when nothing plays: already done.
      if (options.pausing && isRestriction(error)) return;
      throw translate(error);
    }
  }

  return {
    play: (ctx: SessionWithUser, input: PlayInput) =>
      command(ctx, (token) => webApi.play(token, input)),
    pause: (ctx: SessionWithUser, deviceId: string) =>
      command(ctx, (token) => webApi.pause(token, deviceId), { pausing: true }),
    seek: (ctx: SessionWithUser, deviceId: string, positionMs: number) =>
      command(ctx, (token) => webApi.seek(token, deviceId, positionMs)),
    transfer: (ctx: SessionWithUser, deviceId: string) =>
      command(ctx, (token) => webApi.transfer(token, deviceId)),
  };
}

function isRestriction(error: unknown): boolean {
  return (
    error instanceof IntegrationError &&
    error.upstreamStatus === 403 &&
    error.upstreamCode !== 'PREMIUM_REQUIRED'
  );
}

function translate(error: unknown): unknown {
  if (error instanceof SpotifyRateLimitError) return new SpotifyBusyError();
  if (!(error instanceof IntegrationError)) return error;
  if (error.upstreamCode === 'PREMIUM_REQUIRED') return new PremiumRequiredError();
  // The device is gone (page closed, reconnected) or nothing is loaded on it.
  if (error.upstreamStatus === 404 || isRestriction(error)) return new PlayerNotReadyError();
  if (error.upstreamStatus === 401) return new ConsentRequiredError();
  return error;
}
