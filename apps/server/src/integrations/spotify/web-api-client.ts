// Spotify's Web API, on behalf of a signed-in person. Methods are added as features need them.
import { type Fetch, requestJson, requestNoContent } from './http';
import {
  CreatedPlaylistSchema,
  CurrentUserSchema,
  type SearchTrack,
  SearchTracksResponseSchema,
  SnapshotSchema,
} from './schemas';

export type SpotifyWebApi = ReturnType<typeof createSpotifyWebApi>;

export type NewPlaylist = { name: string; description: string; public: boolean };

export type PlayInput = { deviceId: string; uris: string[]; offset: number; positionMs: number };

export function createSpotifyWebApi(options: { baseUrl: string; fetch: Fetch }) {
  const v1 = `${options.baseUrl}/v1`;
  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const json = (accessToken: string) => ({
    ...auth(accessToken),
    'content-type': 'application/json',
  });
  const player = (
    accessToken: string,
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ) => {
    const search = new URLSearchParams(query).toString();
    const url = `${v1}/me/player${path}${search ? `?${search}` : ''}`;
    return requestNoContent(options.fetch, 'spotify', url, {
      method: 'PUT',
      headers: {
        ...auth(accessToken),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  return {
    getCurrentUser(accessToken: string) {
      return requestJson(
        options.fetch,
        'spotify',
        `${v1}/me`,
        { headers: auth(accessToken) },
        CurrentUserSchema,
      );
    },

    // AMENDMENTS A4: development-mode apps may ask for at most 10 results. With a market
    // (the person's own: from_token) Spotify says which tracks cannot play there
    // (`is_playable: false`); without one it leaves is_playable out.
    async searchTracks(accessToken: string, query: string, limit: number): Promise<SearchTrack[]> {
      const params = new URLSearchParams({
        q: query,
        type: 'track',
        limit: String(limit),
        market: 'from_token',
      });
      const answer = await requestJson(
        options.fetch,
        'spotify',
        `${v1}/search?${params}`,
        { headers: auth(accessToken) },
        SearchTracksResponseSchema,
      );
      return answer.tracks.items.filter((item): item is SearchTrack => item !== null);
    },

    // AMENDMENTS A4: since 2026 playlists are created for the current user at /me/playlists.
    createPlaylist(accessToken: string, playlist: NewPlaylist) {
      return requestJson(
        options.fetch,
        'spotify',
        `${v1}/me/playlists`,
        { method: 'POST', headers: json(accessToken), body: JSON.stringify(playlist) },
        CreatedPlaylistSchema,
      );
    },

    // AMENDMENTS A4: POST /v1/playlists/{id}/items, at most 100 URIs per call.
    addItems(accessToken: string, playlistId: string, uris: string[]) {
      return requestJson(
        options.fetch,
        'spotify',
        `${v1}/playlists/${encodeURIComponent(playlistId)}/items`,
        { method: 'POST', headers: json(accessToken), body: JSON.stringify({ uris }) },
        SnapshotSchema,
      );
    },

    // Spotify has no "delete playlist": its owner removes it from their library. Since
    // February 2026 development-mode apps do that with DELETE /v1/me/library?uris=...
    // (which replaced DELETE /v1/playlists/{id}/followers, deprecated in the contract).
    // https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide
    removePlaylistFromLibrary(accessToken: string, playlistId: string) {
      const params = new URLSearchParams({ uris: `spotify:playlist:${playlistId}` });
      return requestNoContent(options.fetch, 'spotify', `${v1}/me/library?${params}`, {
        method: 'DELETE',
        headers: auth(accessToken),
      });
    },

    // https://developer.spotify.com/documentation/web-api/reference/start-a-users-playback
    play(accessToken: string, input: PlayInput) {
      return player(
        accessToken,
        '/play',
        { device_id: input.deviceId },
        { uris: input.uris, offset: { position: input.offset }, position_ms: input.positionMs },
      );
    },

    pause(accessToken: string, deviceId: string) {
      return player(accessToken, '/pause', { device_id: deviceId });
    },

    seek(accessToken: string, deviceId: string, positionMs: number) {
      return player(accessToken, '/seek', { device_id: deviceId, position_ms: String(positionMs) });
    },

    // https://developer.spotify.com/documentation/web-api/reference/transfer-a-users-playback
    transfer(accessToken: string, deviceId: string) {
      return player(accessToken, '', {}, { device_ids: [deviceId], play: true });
    },
  };
}
