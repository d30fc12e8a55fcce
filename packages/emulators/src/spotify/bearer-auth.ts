// Who is calling the Web API, from the Bearer token, with Spotify's error texts.
import type { AccessToken, SpotifyStore } from './store';

export type BearerCheck =
  { ok: true; token: AccessToken } | { ok: false; status: 400 | 401; message: string };

export function checkBearer(store: SpotifyStore, authorization: string | undefined): BearerCheck {
  if (!authorization) return { ok: false, status: 401, message: 'No token provided' };
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!bearer?.[1])
    return { ok: false, status: 400, message: 'Only valid bearer authentication supported' };
  const token = store.findAccessToken(bearer[1]);
  if (!token) return { ok: false, status: 401, message: 'Invalid access token' };
  if (token.expiresAt <= store.now())
    return { ok: false, status: 401, message: 'The access token expired' };
  return { ok: true, token };
}
