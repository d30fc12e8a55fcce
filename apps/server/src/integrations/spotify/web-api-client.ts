// Spotify's Web API, on behalf of a signed-in person. Methods are added as features need them.
import { type Fetch, requestJson } from './http';
import { CurrentUserSchema } from './schemas';

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
  };
}
