// Save to Spotify (spec 5): a non-public playlist in the person's own account, named after
// the vibe, described by the sanitized prompt, filled in Spotify's batches of 100.
import {
  SPOTIFY_ADD_ITEMS_BATCH,
  type SaveToSpotifyRequest,
  type SaveToSpotifyResponse,
  spotifyPlaylistDescription,
} from '@moodtape/core';
import { ConsentRequiredError, IntegrationError, SpotifyBusyError } from '../../errors';
import type { SessionWithUser } from '../../http/session';
import { SpotifyRateLimitError } from '../../integrations/spotify/http';
import type { SpotifyWebApi } from '../../integrations/spotify/web-api-client';
import type { AuthService } from '../auth';

export type SpotifyExport = ReturnType<typeof createSpotifyExport>;

export function createSpotifyExport(deps: {
  webApi: SpotifyWebApi;
  auth: Pick<AuthService, 'serverAccessToken'>;
}) {
  const { webApi, auth } = deps;

  return {
    async save(
      ctx: SessionWithUser,
      request: SaveToSpotifyRequest,
    ): Promise<SaveToSpotifyResponse> {
      const token = await auth.serverAccessToken(ctx);
      try {
        const playlist = await webApi.createPlaylist(token, {
          name: request.name,
          description: spotifyPlaylistDescription(request.prompt),
          public: false,
        });
        for (let start = 0; start < request.uris.length; start += SPOTIFY_ADD_ITEMS_BATCH) {
          const batch = request.uris.slice(start, start + SPOTIFY_ADD_ITEMS_BATCH);
          await webApi.addItems(token, playlist.id, batch);
        }
        return {
          id: playlist.id,
          url: playlist.external_urls?.spotify ?? null,
          tracks_added: request.uris.length,
        };
      } catch (error) {
        throw translate(error);
      }
    },
  };
}

function translate(error: unknown): unknown {
  if (error instanceof SpotifyRateLimitError) return new SpotifyBusyError();
  if (error instanceof IntegrationError && error.upstreamStatus === 401) {
    return new ConsentRequiredError();
  }
  return error;
}
