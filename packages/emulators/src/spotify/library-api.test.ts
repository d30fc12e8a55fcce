import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  PLAYLIST_SCOPES,
  controlPlaylists,
  newPlaylist,
  playlistApi,
  playlistToken,
  trackUris,
} from './playlist.test-support';
import { BASE, control, createTestEmulator } from './spotify.test-support';

const apiError = (status: number, message: string) => ({ error: { status, message } });

function removeFromLibrary(app: FastifyInstance, token: string | undefined, uris?: string[]) {
  const query = uris === undefined ? '' : `?${new URLSearchParams({ uris: uris.join(',') })}`;
  return app.inject({
    method: 'DELETE',
    url: `${BASE}/api/v1/me/library${query}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

const playlistUri = (id: string) => `spotify:playlist:${id}`;

describe('DELETE /api/v1/me/library', () => {
  it('takes the owner’s playlist away: 200 with no body, and it is gone', async () => {
    const { app } = createTestEmulator();
    const token = await playlistToken(app);
    const id = await newPlaylist(app, token);
    await playlistApi(app, token).post(`/playlists/${id}/items`, { uris: trackUris(2) });
    const kept = await newPlaylist(app, token, { name: 'Keep me', public: false });

    const res = await removeFromLibrary(app, token, [playlistUri(id)]);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect((await controlPlaylists(app, 'ava.rivers')).map((p) => p.id)).toEqual([kept]);
    expect((await playlistApi(app, token).get(`/playlists/${id}`)).statusCode).toBe(404);
    // Removing it again, like any item not in the library, changes nothing.
    expect((await removeFromLibrary(app, token, [playlistUri(id)])).statusCode).toBe(200);
  });

  it('leaves someone else’s playlist, unknown ids and other items alone', async () => {
    const { app } = createTestEmulator();
    const kai = await newPlaylist(app, await playlistToken(app, 'kai.moreno'));
    const ava = await playlistToken(app, 'ava.rivers', `${PLAYLIST_SCOPES} user-library-modify`);
    const uris = [playlistUri(kai), playlistUri('0'.repeat(22)), ...trackUris(1)];
    expect((await removeFromLibrary(app, ava, uris)).statusCode).toBe(200);
    expect((await controlPlaylists(app, 'kai.moreno')).map((p) => p.id)).toEqual([kai]);
  });

  it.each([
    [undefined, 'Missing required parameter: uris'],
    [[''], 'Missing required parameter: uris'],
    [
      Array.from({ length: 41 }, () => playlistUri('0'.repeat(22))),
      'Too many ids requested. Maximum: 40',
    ],
    [['spotify:playlist:short'], 'Invalid uri: spotify:playlist:short'],
    [['https://open.spotify.com/playlist/x'], 'Invalid uri: https://open.spotify.com/playlist/x'],
    [[`spotify:artist:${'0'.repeat(22)}`], 'Unsupported uri type: artist'],
  ])('refuses uris %j with 400', async (uris, message) => {
    const { app } = createTestEmulator();
    const res = await removeFromLibrary(app, await playlistToken(app), uris);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError(400, message));
  });

  it('needs a token and the scope of each kind of item', async () => {
    const { app } = createTestEmulator();
    const id = await newPlaylist(app, await playlistToken(app));
    const noToken = await removeFromLibrary(app, undefined, [playlistUri(id)]);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual(apiError(401, 'No token provided'));

    const privateOnly = await playlistToken(app, 'ava.rivers', 'playlist-modify-private');
    const refused = await removeFromLibrary(app, privateOnly, [playlistUri(id)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(apiError(403, 'Insufficient client scope'));
    // Tracks need user-library-modify, which the product's scopes do not include.
    const product = await playlistToken(app);
    expect((await removeFromLibrary(app, product, trackUris(1))).statusCode).toBe(403);
    expect((await controlPlaylists(app, 'ava.rivers')).map((p) => p.id)).toEqual([id]);
  });

  it('fails with a library fault, which the playlist routes do not share', async () => {
    const { app } = createTestEmulator();
    const token = await playlistToken(app);
    const id = await newPlaylist(app, token);
    await control(app, { faults: { library: { status: 503, times: 1 } } });
    expect((await playlistApi(app, token).get(`/playlists/${id}`)).statusCode).toBe(200);
    const failed = await removeFromLibrary(app, token, [playlistUri(id)]);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual(apiError(503, 'Service Unavailable'));
    expect((await controlPlaylists(app, 'ava.rivers')).map((p) => p.id)).toEqual([id]);

    await control(app, { faults: { playlists: { status: 500 } } });
    expect((await removeFromLibrary(app, token, [playlistUri(id)])).statusCode).toBe(200);
    expect(await controlPlaylists(app, 'ava.rivers')).toEqual([]);
  });
});
