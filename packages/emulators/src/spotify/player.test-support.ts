// Helpers for the player's tests: a sign-in with the player's scopes, devices registered the
// way the SDK script registers them, and Web API player calls, all through app.inject().
import type { FastifyInstance } from 'fastify';
import { BASE, signIn } from './spotify.test-support';
import { EMULATED_TRACKS, type EmulatedTrack } from './track-catalog';

export const PLAYER_SCOPES = 'streaming user-read-playback-state user-modify-playback-state';

// Three tracks of the catalog, of different lengths.
export const [TRACK_A, TRACK_B, TRACK_C] = EMULATED_TRACKS.slice(0, 3) as [
  EmulatedTrack,
  EmulatedTrack,
  EmulatedTrack,
];

export const trackUri = (track: EmulatedTrack) => `spotify:track:${track.id}`;

export async function playerToken(
  app: FastifyInstance,
  account = 'ava.rivers',
  scope = PLAYER_SCOPES,
): Promise<string> {
  return (await signIn(app, account, scope)).access_token;
}

export function registerDevice(app: FastifyInstance, token: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `${BASE}/sdk/v1/devices`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

export type RegisteredDevice = { device_id: string; device_token: string };

export async function newDevice(
  app: FastifyInstance,
  token: string,
  name = 'Moodtape',
): Promise<RegisteredDevice> {
  const res = await registerDevice(app, token, { name, volume: 0.5 });
  if (res.statusCode !== 201) throw new Error(`device registration ${res.statusCode}: ${res.body}`);
  return res.json<RegisteredDevice>();
}

/** Web API player calls with the user's token: `path` follows /v1/me/player. */
export function playerApi(app: FastifyInstance, token: string) {
  const headers = { authorization: `Bearer ${token}`, host: '127.0.0.1:8080' };
  const url = (path: string, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return `${BASE}/api/v1/me/player${path}${search ? `?${search}` : ''}`;
  };
  return {
    get: (path = '') => app.inject({ method: 'GET', url: url(path, {}), headers }),
    /** A string body is sent as it is, anything else as JSON. */
    put: (path: string, body?: unknown, query: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: url(path, query),
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined
          ? {}
          : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
  };
}

/** The device's own call, as the SDK script makes it. */
export function deviceCall(
  app: FastifyInstance,
  device: RegisteredDevice,
  command: string,
  body?: object,
) {
  return app.inject({
    method: 'PUT',
    url: `${BASE}/sdk/v1/devices/${device.device_id}/${command}`,
    headers: { authorization: `Device ${device.device_token}` },
    ...(body === undefined ? {} : { payload: body }),
  });
}
