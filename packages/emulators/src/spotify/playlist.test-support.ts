// Helpers for the playlist tests: a sign-in with the product's playlist scopes and Web API
// playlist calls with a token, all through app.inject().
import type { FastifyInstance } from 'fastify';
import { BASE, signIn } from './spotify.test-support';
import { EMULATED_TRACKS } from './track-catalog';

export const PLAYLIST_SCOPES = 'playlist-modify-public playlist-modify-private';

/** `count` distinct catalog tracks as URIs, from `from` on. */
export const trackUris = (count: number, from = 0) =>
  EMULATED_TRACKS.slice(from, from + count).map((track) => `spotify:track:${track.id}`);

export async function playlistToken(
  app: FastifyInstance,
  account = 'ava.rivers',
  scope = PLAYLIST_SCOPES,
): Promise<string> {
  return (await signIn(app, account, scope)).access_token;
}

/** Web API calls with the user's token (none when undefined); `path` follows /v1. */
export function playlistApi(app: FastifyInstance, token: string | undefined) {
  const headers: Record<string, string> = { host: '127.0.0.1:8080' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const url = (path: string) => `${BASE}/api/v1${path}`;
  return {
    get: (path: string) => app.inject({ method: 'GET', url: url(path), headers }),
    /** A string body is sent as it is, anything else as JSON. */
    post: (path: string, body?: unknown) =>
      app.inject({
        method: 'POST',
        url: url(path),
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined
          ? {}
          : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
  };
}

/** Creates a playlist and returns its id; throws unless Spotify would say 201. */
export async function newPlaylist(
  app: FastifyInstance,
  token: string,
  body: object = { name: 'Rainy Sunday', public: false },
): Promise<string> {
  const res = await playlistApi(app, token).post('/me/playlists', body);
  if (res.statusCode !== 201) throw new Error(`create playlist ${res.statusCode}: ${res.body}`);
  return res.json<{ id: string }>().id;
}

export type ControlPlaylist = {
  id: string;
  owner: string;
  name: string;
  description: string;
  public: boolean;
  collaborative: boolean;
  snapshotId: string;
  uris: string[];
};

export async function controlPlaylists(app: FastifyInstance, user?: string) {
  const query = user === undefined ? '' : `?user=${encodeURIComponent(user)}`;
  const res = await app.inject({ method: 'GET', url: `${BASE}/__control/playlists${query}` });
  return res.json<{ playlists: ControlPlaylist[] }>().playlists;
}
