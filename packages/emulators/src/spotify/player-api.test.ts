import { describe, expect, it } from 'vitest';
import { CurrentlyPlayingContextObject, DevicesAnswer, ErrorAnswer } from './player-contract';
import {
  TRACK_A,
  TRACK_B,
  TRACK_C,
  newDevice,
  playerApi,
  playerToken,
  trackUri,
} from './player.test-support';
import { BASE, createTestEmulator } from './spotify.test-support';

const apiError = (status: number, message: string, reason?: string) => ({
  error: reason ? { status, message, reason } : { status, message },
});

async function setUp(account = 'ava.rivers') {
  const emulator = createTestEmulator();
  const token = await playerToken(emulator.app, account);
  return { ...emulator, token, api: playerApi(emulator.app, token) };
}

async function state(api: ReturnType<typeof playerApi>): Promise<CurrentlyPlayingContextObject> {
  const res = await api.get();
  expect(res.statusCode).toBe(200);
  return CurrentlyPlayingContextObject.parse(res.json());
}

describe('GET /api/v1/me/player/devices', () => {
  it("lists the user's SDK players as contract DeviceObjects, and nobody else's", async () => {
    const { app, api } = await setUp();
    const kitchen = await newDevice(app, await playerToken(app), 'Kitchen');
    await newDevice(app, await playerToken(app, 'kai.moreno'), 'Kai');
    const res = await api.get('/devices');
    expect(res.statusCode).toBe(200);
    expect(DevicesAnswer.parse(res.json())).toEqual({
      devices: [
        {
          id: kitchen.device_id,
          is_active: false,
          is_private_session: false,
          is_restricted: false,
          name: 'Kitchen',
          type: 'Computer',
          volume_percent: 50,
          supports_volume: true,
        },
      ],
    });
  });

  it('answers a free account too, which has no players', async () => {
    const { api } = await setUp('sam.lee');
    expect((await api.get('/devices')).json()).toEqual({ devices: [] });
  });
});

describe('PUT /api/v1/me/player/play and GET /api/v1/me/player', () => {
  it('answers 204 with no body while no device is active', async () => {
    const { app, api } = await setUp();
    await newDevice(app, await playerToken(app));
    const res = await api.get();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('plays the uris on the device, which becomes active, and moves the progress on in real time', async () => {
    const { app, clock, api, token } = await setUp();
    const { device_id } = await newDevice(app, token);
    const uris = [TRACK_A, TRACK_B, TRACK_C].map(trackUri);
    const started = clock.now;
    const play = await api.put(
      '/play',
      { uris, offset: { position: 1 }, position_ms: 1000 },
      {
        device_id,
      },
    );
    expect(play.statusCode).toBe(204);
    expect(play.body).toBe('');

    const playing = await state(api);
    expect(playing).toMatchObject({
      device: { id: device_id, is_active: true, name: 'Moodtape' },
      repeat_state: 'off',
      shuffle_state: false,
      context: null,
      timestamp: started,
      progress_ms: 1000,
      is_playing: true,
      item: { id: TRACK_B.id, duration_ms: TRACK_B.durationMs },
      currently_playing_type: 'track',
      actions: {},
    });
    expect(playing.item?.album.images[0]?.url).toBe(
      `http://127.0.0.1:8080${BASE}/images/covers/${TRACK_B.albumId}.svg?size=640`,
    );
    clock.advance(5000);
    expect((await state(api)).progress_ms).toBe(6000);
    const devices = DevicesAnswer.parse((await api.get('/devices')).json()).devices;
    expect(devices.map((d) => d.is_active)).toEqual([true]);
  });

  it('plays on the active device when no device_id is given, and needs one to be active', async () => {
    const { app, api, token } = await setUp();
    const { device_id } = await newDevice(app, token);
    const none = await api.put('/play', { uris: [trackUri(TRACK_A)] });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(
      apiError(404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE'),
    );
    await api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id });
    expect((await api.put('/play', { uris: [trackUri(TRACK_C)] })).statusCode).toBe(204);
    expect((await state(api)).item?.id).toBe(TRACK_C.id);
  });

  it('plays an album context, and starts at offset.uri', async () => {
    const { app, api, token } = await setUp();
    const { device_id } = await newDevice(app, token);
    const album = await api.put(
      '/play',
      { context_uri: `spotify:album:${TRACK_C.albumId}` },
      {
        device_id,
      },
    );
    expect(album.statusCode).toBe(204);
    expect((await state(api)).item?.id).toBe(TRACK_C.id);
    const uris = [TRACK_A, TRACK_B].map(trackUri);
    await api.put('/play', { uris, offset: { uri: trackUri(TRACK_B) } });
    expect((await state(api)).item?.id).toBe(TRACK_B.id);
  });

  it.each([
    [{ uris: ['spotify:track:nope'] }, 'Invalid track uri: spotify:track:nope'],
    [
      { uris: [`spotify:track:${'Z'.repeat(22)}`] },
      `Invalid track uri: spotify:track:${'Z'.repeat(22)}`,
    ],
    [
      { uris: [`spotify:album:${TRACK_A.albumId}`] },
      `Invalid track uri: spotify:album:${TRACK_A.albumId}`,
    ],
    [{ context_uri: 'spotify:playlist:37i9dQZF1DXcBWIGoYBM5M' }, 'Non supported context uri'],
    [{ context_uri: `spotify:album:${'Z'.repeat(22)}` }, 'Non supported context uri'],
    [{ uris: [trackUri(TRACK_A)], offset: { position: 1 } }, 'Invalid offset'],
    [{ uris: [trackUri(TRACK_A)], offset: { position: -1 } }, 'Invalid offset'],
    [{ uris: [trackUri(TRACK_A)], offset: { uri: trackUri(TRACK_B) } }, 'Invalid offset'],
    [{ uris: [trackUri(TRACK_A)], position_ms: -1 }, 'Invalid position_ms'],
    [{ uris: [trackUri(TRACK_A)], position_ms: 1.5 }, 'Invalid position_ms'],
    [{ uris: [trackUri(TRACK_A)], position_ms: '10' }, 'Invalid position_ms'],
    ['{ "uris": [', 'Malformed json'],
    ['[1, 2]', 'Malformed json'],
  ])('refuses the body %j with 400 "%s"', async (body, message) => {
    const { app, api, token } = await setUp();
    const { device_id } = await newDevice(app, token);
    const res = await api.put('/play', body, { device_id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError(400, message));
  });

  it("answers 404 Device not found for an unknown device and for another user's", async () => {
    const { app, api } = await setUp();
    const kais = await newDevice(app, await playerToken(app, 'kai.moreno'));
    for (const device_id of ['0'.repeat(40), kais.device_id]) {
      const res = await api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(apiError(404, 'Device not found'));
    }
  });

  it('resumes with an empty body, and refuses to when nothing is loaded', async () => {
    const { app, clock, api, token } = await setUp();
    const { device_id } = await newDevice(app, token);
    const nothing = await api.put('/play', undefined, { device_id });
    expect(nothing.statusCode).toBe(403);
    expect(nothing.json()).toEqual(
      apiError(403, 'Player command failed: Restriction violated', 'UNKNOWN'),
    );
    await api.put('/play', { uris: [trackUri(TRACK_A)], position_ms: 2000 }, { device_id });
    await api.put('/pause');
    clock.advance(10_000);
    expect((await api.put('/play', '')).statusCode).toBe(204);
    clock.advance(500);
    expect(await state(api)).toMatchObject({ is_playing: true, progress_ms: 2500 });
  });
});

describe('who may use the player', () => {
  it('needs user-modify-playback-state to command and user-read-playback-state to read', async () => {
    const { app } = createTestEmulator();
    const readOnly = playerApi(
      app,
      await playerToken(app, 'ava.rivers', 'streaming user-read-playback-state'),
    );
    const writeOnly = playerApi(
      app,
      await playerToken(app, 'ava.rivers', 'streaming user-modify-playback-state'),
    );
    const refused = apiError(403, 'Insufficient client scope');
    for (const res of [
      await readOnly.put('/play', { uris: [trackUri(TRACK_A)] }),
      await readOnly.put('/pause'),
      await readOnly.put('/seek', undefined, { position_ms: '0' }),
      await readOnly.put('', { device_ids: ['0'.repeat(40)] }),
      await writeOnly.get(),
      await writeOnly.get('/devices'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(ErrorAnswer.parse(res.json())).toEqual(refused);
    }
  });

  it('refuses every command of a free account as Spotify does', async () => {
    const { api } = await setUp('sam.lee');
    const premium = apiError(403, 'Player command failed: Premium required', 'PREMIUM_REQUIRED');
    for (const res of [
      await api.put('/play', { uris: [trackUri(TRACK_A)] }),
      await api.put('/pause'),
      await api.put('/seek', undefined, { position_ms: '0' }),
      await api.put('', { device_ids: ['0'.repeat(40)] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(premium);
    }
    expect((await api.get()).statusCode).toBe(204);
  });

  it('answers 401 as /v1/me does to missing, unknown and expired tokens', async () => {
    const { app, clock, token } = await setUp();
    const res = await app.inject({ method: 'GET', url: `${BASE}/api/v1/me/player` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(apiError(401, 'No token provided'));
    expect((await playerApi(app, 'nope').put('/pause')).json()).toEqual(
      apiError(401, 'Invalid access token'),
    );
    clock.advance(3600 * 1000);
    expect((await playerApi(app, token).get('/devices')).json()).toEqual(
      apiError(401, 'The access token expired'),
    );
  });
});
