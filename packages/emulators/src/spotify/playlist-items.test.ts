import { describe, expect, it } from 'vitest';
import { PagingPlaylistTrackObject, PlaylistObject, SnapshotAnswer } from './playlist-contract';
import { newPlaylist, playlistApi, playlistToken, trackUris } from './playlist.test-support';
import { BASE, createTestEmulator } from './spotify.test-support';

const apiError = (status: number, message: string) => ({ error: { status, message } });
const API = `http://127.0.0.1:8080${BASE}/api`;

async function ownPlaylist() {
  const emulator = createTestEmulator();
  const token = await playlistToken(emulator.app);
  const id = await newPlaylist(emulator.app, token);
  return { ...emulator, token, id, api: playlistApi(emulator.app, token) };
}

describe('POST /api/v1/playlists/:id/items', () => {
  it('adds 150 tracks in two requests and reads them back in order', async () => {
    const { api, id, clock } = await ownPlaylist();
    const uris = trackUris(150);
    const first = await api.post(`/playlists/${id}/items`, { uris: uris.slice(0, 100) });
    expect(first.statusCode).toBe(201);
    const { snapshot_id: firstSnapshot } = SnapshotAnswer.parse(first.json());
    clock.advance(1000);
    const second = await api.post(`/playlists/${id}/items`, { uris: uris.slice(100) });
    expect(second.statusCode).toBe(201);
    expect(second.json().snapshot_id).not.toBe(firstSnapshot);

    // The playlist carries the first 100; the rest come from its items pages.
    const playlist = PlaylistObject.parse((await api.get(`/playlists/${id}`)).json());
    expect(playlist.snapshot_id).toBe(second.json().snapshot_id);
    expect(playlist.items).toMatchObject({ total: 150, limit: 100, offset: 0, previous: null });
    expect(playlist.items?.next).toBe(`${API}/v1/playlists/${id}/items?offset=100&limit=100`);
    const entry = playlist.items?.items[0];
    expect(entry).toMatchObject({
      added_at: '2026-06-01T12:00:00Z',
      added_by: { id: 'ava.rivers', type: 'user', uri: 'spotify:user:ava.rivers' },
      is_local: false,
    });
    expect(entry?.item).toEqual(entry?.track);
    expect(playlist.items?.items[100]).toBeUndefined();

    const read: string[] = [];
    for (let offset = 0; offset < 150; offset += 50) {
      const res = await api.get(`/playlists/${id}/items?limit=50&offset=${offset}`);
      expect(res.statusCode).toBe(200);
      const page = PagingPlaylistTrackObject.parse(res.json());
      expect(page).toMatchObject({ limit: 50, offset, total: 150 });
      read.push(...page.items.map((e) => e.item.uri));
    }
    expect(read).toEqual(uris);
    const last = PagingPlaylistTrackObject.parse(
      (await api.get(`/playlists/${id}/items?offset=100&limit=50`)).json(),
    );
    expect(last.next).toBeNull();
    expect(last.items[0]?.added_at).toBe('2026-06-01T12:00:01Z');
  });

  it('pages 20 by default and refuses a limit over 50', async () => {
    const { api, id } = await ownPlaylist();
    await api.post(`/playlists/${id}/items`, { uris: trackUris(30) });
    expect((await api.get(`/playlists/${id}/items`)).json()).toMatchObject({ limit: 20 });
    const tooMany = await api.get(`/playlists/${id}/items?limit=51`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(apiError(400, 'Invalid limit'));
  });

  it('takes comma-separated uris from the query, and inserts at a position', async () => {
    const { api, id } = await ownPlaylist();
    const [a, b, c] = trackUris(3) as [string, string, string];
    const query = await api.post(`/playlists/${id}/items?uris=${a},${b}`, { uris: [c] });
    expect(query.statusCode).toBe(201);
    await api.post(`/playlists/${id}/items`, { uris: [c], position: 1 });
    const page = PagingPlaylistTrackObject.parse((await api.get(`/playlists/${id}/items`)).json());
    expect(page.items.map((e) => e.item.uri)).toEqual([a, c, b]);
  });

  it.each([
    [{ uris: trackUris(101) }, 'You can add a maximum of 100 tracks per request.'],
    [{ uris: ['spotify:track:s'] }, 'Invalid track uri: spotify:track:s'],
    [{ uris: [trackUris(1)[0]?.slice(14)] }, `Invalid track uri: ${trackUris(1)[0]?.slice(14)}`],
    [{ uris: ['spotify:track:0123456789abcdefghijkl'] }, 'Payload contains a non-existing ID'],
    [{}, 'Missing required field: uris'],
    [{ uris: trackUris(1), position: 5 }, 'Index out of bounds.'],
    ['{ nope', 'Error parsing JSON.'],
  ])('refuses %o with 400 and adds nothing', async (body, message) => {
    const { api, id } = await ownPlaylist();
    const res = await api.post(`/playlists/${id}/items`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError(400, message));
    expect((await api.get(`/playlists/${id}`)).json().items.total).toBe(0);
  });

  it("refuses to add to someone else's playlist", async () => {
    const { app, id } = await ownPlaylist();
    const kai = playlistApi(app, await playlistToken(app, 'kai.moreno'));
    const res = await kai.post(`/playlists/${id}/items`, { uris: trackUris(1) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(apiError(403, "You cannot add tracks to a playlist you don't own."));
  });

  it("needs the scope for the playlist's publicness", async () => {
    const { app } = createTestEmulator();
    const token = await playlistToken(app);
    const closed = await newPlaylist(app, token, { name: 'Closed', public: false });
    const open = await newPlaylist(app, token, { name: 'Open', public: true });
    // A second sign-in of the same person with one scope only.
    const narrow = playlistApi(
      app,
      await playlistToken(app, 'ava.rivers', 'playlist-modify-public'),
    );
    const refused = await narrow.post(`/playlists/${closed}/items`, { uris: trackUris(1) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(apiError(403, 'Insufficient client scope'));
    expect((await narrow.post(`/playlists/${open}/items`, { uris: trackUris(1) })).statusCode).toBe(
      201,
    );
  });

  it('answers 404 for an unknown playlist and 401 without a token', async () => {
    const { app, id } = await ownPlaylist();
    const api = playlistApi(app, await playlistToken(app));
    const unknown = await api.post('/playlists/0123456789abcdefghijkl/items', {
      uris: trackUris(1),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(apiError(404, 'Not found.'));
    const none = await playlistApi(app, undefined).post(`/playlists/${id}/items`, {
      uris: trackUris(1),
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(apiError(401, 'No token provided'));
  });
});
