// Save to Spotify (spec 5): a non-public playlist in the person's own account, named after
// the vibe, described by the sanitized prompt, filled in Spotify's batches of 100. A save
// that fails once the playlist exists takes the playlist away again, so that a failure
// leaves nothing behind; when even that fails, the answer says what is left in the account.
import {
  SPOTIFY_ADD_ITEMS_BATCH,
  type SaveToSpotifyRequest,
  type SaveToSpotifyResponse,
  spotifyPlaylistDescription,
} from '@moodtape/core';
import {
  AppError,
  ConsentRequiredError,
  IntegrationError,
  SpotifyBusyError,
  ValidationError,
} from '../../errors';
import type { Logger } from '../../http/logger';
import type { SessionWithUser } from '../../http/session';
import { SpotifyRateLimitError } from '../../integrations/spotify/http';
import type { SpotifyWebApi } from '../../integrations/spotify/web-api-client';
import type { AuthService } from '../auth';

export type SpotifyExport = ReturnType<typeof createSpotifyExport>;

const NOTHING_SAVED = 'nothing was saved to your Spotify account';

export const SAVE_FAILED = {
  notMade: `Spotify could not make the playlist, so ${NOTHING_SAVED}. Please try again in a moment.`,
  notFilled: `Spotify could not add the songs, so ${NOTHING_SAVED}. Please try again in a moment.`,
  busy: `Spotify is busy right now, so ${NOTHING_SAVED}. Please try again in a moment.`,
  signIn: `Spotify needs you to sign in again; ${NOTHING_SAVED}.`,
  unknownSong: `Spotify does not know one of these songs, so ${NOTHING_SAVED}.`,
  leftBehind: (name: string) =>
    `A playlist named "${name}" was created in your Spotify account but its songs could ` +
    'not be added; you can delete it there.',
};

export function createSpotifyExport(deps: {
  webApi: SpotifyWebApi;
  auth: Pick<AuthService, 'serverAccessToken'>;
  logger: Logger;
}) {
  const { webApi, auth, logger } = deps;

  // Takes a playlist whose filling failed away again; answers whether that worked. What
  // Spotify said goes to the log, never the playlist's name (the person's own words).
  async function removed(token: string, playlistId: string, cause: unknown): Promise<boolean> {
    try {
      await webApi.removePlaylistFromLibrary(token, playlistId);
      logger.info(
        { playlistId, cause: upstream(cause) },
        'Save to Spotify failed; playlist removed',
      );
      return true;
    } catch (cleanup) {
      logger.warn(
        { playlistId, cause: upstream(cause), cleanup: upstream(cleanup) },
        'Save to Spotify failed and its playlist could not be removed',
      );
      return false;
    }
  }

  return {
    async save(
      ctx: SessionWithUser,
      request: SaveToSpotifyRequest,
    ): Promise<SaveToSpotifyResponse> {
      const token = await auth.serverAccessToken(ctx);
      const playlist = await webApi
        .createPlaylist(token, {
          name: request.name,
          description: spotifyPlaylistDescription(request.prompt),
          public: false,
        })
        .catch((error: unknown) => {
          throw failedBeforeCreation(error);
        });
      try {
        for (let start = 0; start < request.uris.length; start += SPOTIFY_ADD_ITEMS_BATCH) {
          const batch = request.uris.slice(start, start + SPOTIFY_ADD_ITEMS_BATCH);
          await webApi.addItems(token, playlist.id, batch);
        }
      } catch (error) {
        const gone = await removed(token, playlist.id, error);
        throw failedAfterCreation(error, gone ? null : request.name);
      }
      return {
        id: playlist.id,
        url: playlist.external_urls?.spotify ?? null,
        tracks_added: request.uris.length,
      };
    },
  };
}

function failedBeforeCreation(error: unknown): unknown {
  if (error instanceof SpotifyRateLimitError) return new SpotifyBusyError();
  if (!(error instanceof IntegrationError)) return error;
  if (error.upstreamStatus === 401) return new ConsentRequiredError();
  return retold(error, SAVE_FAILED.notMade);
}

// `leftBehind` names the playlist that is still in the person's account, if any.
function failedAfterCreation(error: unknown, leftBehind: string | null): unknown {
  const say = (sentence: string) =>
    leftBehind === null ? sentence : SAVE_FAILED.leftBehind(leftBehind);
  if (error instanceof SpotifyRateLimitError) {
    return new AppError(503, 'rate_limited', say(SAVE_FAILED.busy), { cause: error });
  }
  // A fault of ours: the error handler answers 500 and logs it.
  if (!(error instanceof IntegrationError)) return error;
  if (error.upstreamStatus === 401) return new ConsentRequiredError(say(SAVE_FAILED.signIn));
  // Spotify refuses to add a well-formed track id it does not know: the request's mistake.
  if (error.upstreamStatus === 400) return new ValidationError(say(SAVE_FAILED.unknownSong));
  return retold(error, say(SAVE_FAILED.notFilled));
}

// The same upstream failure (logged with what Spotify said) in this feature's words.
function retold(error: IntegrationError, message: string): IntegrationError {
  const { service, upstreamStatus, upstreamCode, detail } = error;
  return new IntegrationError(service, upstreamStatus, message, upstreamCode, {
    cause: error,
    detail,
  });
}

function upstream(error: unknown): Record<string, unknown> {
  if (!(error instanceof IntegrationError)) {
    return { type: error instanceof Error ? error.name : typeof error };
  }
  const { service, upstreamStatus, upstreamCode, detail } = error;
  return { service, upstreamStatus, upstreamCode, detail };
}
