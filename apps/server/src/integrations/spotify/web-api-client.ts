// Spotify's Web API, on behalf of a signed-in person. Methods are added as features need them.
import { type Fetch, requestJson } from './http';
import { CurrentUserSchema, type SearchTrack, SearchTracksResponseSchema } from './schemas';

export type SpotifyWebApi = ReturnType<typeof createSpotifyWebApi>;

export function createSpotifyWebApi(options: { baseUrl: string; fetch: Fetch }) {
  const v1 = `${options.baseUrl}/v1`;
  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

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

    // AMENDMENTS A4: development-mode apps may ask for at most 10 results.
    async searchTracks(accessToken: string, query: string, limit: number): Promise<SearchTrack[]> {
      const params = new URLSearchParams({ q: query, type: 'track', limit: String(limit) });
      const answer = await requestJson(
        options.fetch,
        'spotify',
        `${v1}/search?${params}`,
        { headers: auth(accessToken) },
        SearchTracksResponseSchema,
      );
      return answer.tracks.items.filter((item): item is SearchTrack => item !== null);
    },
  };
}
