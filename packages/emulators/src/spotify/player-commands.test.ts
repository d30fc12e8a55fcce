import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CurrentlyPlayingContextObject } from './player-contract';
import {
  TRACK_A,
  TRACK_B,
  newDevice,
  playerApi,
  playerToken,
  trackUri,
} from './player.test-support';
import { BASE, control, createTestEmulator } from './spotify.test-support';

const restricted = {
  error: { status: 403, message: 'Player command failed: Restriction violated', reason: 'UNKNOWN' },
};

/** A Premium user with one device playing TRACK_A then TRACK_B from the start. */
async function playing() {
  const emulator = createTestEmulator();
  const token = await playerToken(emulator.app);
  const api = playerApi(emulator.app, token);
  const device = await newDevice(emulator.app, token);
  const uris = [trackUri(TRACK_A), trackUri(TRACK_B)];
  const play = await api.put('/play', { uris }, { device_id: device.device_id });
  expect(play.statusCode).toBe(204);
  const state = async () => CurrentlyPlayingContextObject.parse((await api.get()).json<unknown>());
  return { ...emulator, token, api, device, state };
}

const stats = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: `${BASE}/__control/stats` })).json();

describe('PUT /api/v1/me/player/pause', () => {
  it('pauses, and answers Restriction violated to a pause of a paused player', async () => {
    const { clock, api, state } = await playing();
    clock.advance(3000);
    const paused = await api.put('/pause');
    expect(paused.statusCode).toBe(204);
    clock.advance(60_000);
    expect(await state()).toMatchObject({ is_playing: false, progress_ms: 3000 });
    const again = await api.put('/pause');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(restricted);
  });

  it('answers Restriction violated for a device with nothing loaded', async () => {
    const { app, api, token } = await playing();
    const idle = await newDevice(app, token, 'Idle');
    const res = await api.put('/pause', undefined, { device_id: idle.device_id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(restricted);
  });
});

describe('PUT /api/v1/me/player/seek', () => {
  it('moves the position, playing or paused', async () => {
    const { clock, api, state } = await playing();
    expect((await api.put('/seek', undefined, { position_ms: '42000' })).statusCode).toBe(204);
    clock.advance(1000);
    expect((await state()).progress_ms).toBe(43_000);
    await api.put('/pause');
    await api.put('/seek', undefined, { position_ms: '1000' });
    clock.advance(1000);
    expect(await state()).toMatchObject({ is_playing: false, progress_ms: 1000 });
  });

  it.each([
    [{}, 'Missing required field: position_ms'],
    [{ position_ms: '' }, 'Missing required field: position_ms'],
    [{ position_ms: '-5' }, 'Invalid position_ms'],
    [{ position_ms: '1.5' }, 'Invalid position_ms'],
    [{ position_ms: 'soon' }, 'Invalid position_ms'],
  ])('refuses %o with 400 "%s"', async (query, message) => {
    const { api } = await playing();
    const res = await api.put('/seek', undefined, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { status: 400, message } });
  });

  it('answers Restriction violated with nothing loaded', async () => {
    const { app } = createTestEmulator();
    const token = await playerToken(app);
    const { device_id } = await newDevice(app, token);
    const res = await playerApi(app, token).put('/seek', undefined, {
      position_ms: '0',
      device_id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(restricted);
  });
});

describe('the end of a track', () => {
  it('starts the next track, and after the last one stops at 0 with that track current', async () => {
    const { clock, state } = await playing();
    clock.advance(TRACK_A.durationMs + 500);
    expect(await state()).toMatchObject({
      is_playing: true,
      progress_ms: 500,
      item: { id: TRACK_B.id },
    });
    clock.advance(TRACK_B.durationMs);
    expect(await state()).toMatchObject({
      is_playing: false,
      progress_ms: 0,
      item: { id: TRACK_B.id },
    });
  });

  it('comes at once for a position beyond the track, as Spotify documents', async () => {
    const { api, device, state } = await playing();
    const uris = [trackUri(TRACK_A), trackUri(TRACK_B)];
    const past = TRACK_A.durationMs + 1;
    await api.put('/play', { uris, position_ms: past }, { device_id: device.device_id });
    expect(await state()).toMatchObject({
      is_playing: true,
      progress_ms: 0,
      item: { id: TRACK_B.id },
    });
    await api.put('/seek', undefined, { position_ms: String(TRACK_B.durationMs + 10) });
    expect(await state()).toMatchObject({
      is_playing: false,
      progress_ms: 0,
      item: { id: TRACK_B.id },
    });
  });
});

describe('PUT /api/v1/me/player (transfer)', () => {
  it('moves the playback to the target, which becomes active, keeping it playing or paused', async () => {
    const { app, clock, api, token, device, state } = await playing();
    const other = await newDevice(app, token, 'Other');
    clock.advance(2000);
    expect((await api.put('', { device_ids: [other.device_id] })).statusCode).toBe(204);
    clock.advance(1000);
    expect(await state()).toMatchObject({
      device: { id: other.device_id, is_active: true },
      is_playing: true,
      progress_ms: 3000,
      item: { id: TRACK_A.id },
    });
    await api.put('/pause');
    await api.put('', { device_ids: [device.device_id] });
    expect(await state()).toMatchObject({ device: { id: device.device_id }, is_playing: false });
    await api.put('', { device_ids: [other.device_id], play: true });
    clock.advance(1000);
    expect(await state()).toMatchObject({
      device: { id: other.device_id },
      is_playing: true,
      progress_ms: 4000,
    });
    // The device it left has nothing loaded any more.
    const left = await api.put('/play', undefined, { device_id: device.device_id });
    expect(left.json()).toEqual(restricted);
  });

  it.each([
    [{}, 400, 'Missing required field: device_ids'],
    [{ device_ids: [] }, 400, 'Missing required field: device_ids'],
    [{ device_ids: 'abc' }, 400, 'Missing required field: device_ids'],
    [{ device_ids: ['a', 'b'] }, 400, 'Only one device id is supported'],
    [{ device_ids: ['0'.repeat(40)] }, 404, 'Device not found'],
  ])('refuses %o with %i "%s"', async (body, status, message) => {
    const { api } = await playing();
    const res = await api.put('', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { status, message } });
  });
});

describe('faults.player and stats', () => {
  it('fails every player route for as many answers as asked, and counts player requests', async () => {
    const { app, api } = await playing();
    await control(app, { faults: { player: { status: 503, retryAfterSeconds: 2, times: 3 } } });
    for (const res of [await api.get(), await api.get('/devices'), await api.put('/pause')]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ error: { status: 503, message: 'Service Unavailable' } });
    }
    expect((await api.put('/pause')).statusCode).toBe(204);
    // The play in playing(), three refused, one paused.
    expect(await stats(app)).toEqual({ searchRequests: 0, playerRequests: 5, playlistRequests: 0 });
    await control(app, {}, '/reset');
    expect(await stats(app)).toEqual({ searchRequests: 0, playerRequests: 0, playlistRequests: 0 });
  });

  it('sends a fault body as given, after its delay', async () => {
    const { app, api } = await playing();
    const body = { error: { status: 429, message: 'API rate limit exceeded' } };
    await control(app, { faults: { player: { status: 429, body, delayMs: 40, times: 1 } } });
    const started = performance.now();
    const res = await api.put('/play', { uris: [trackUri(TRACK_B)] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(30);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(body);
  });
});

describe('a device that goes', () => {
  it('leaves the device list, stops being active, and cannot be named any more', async () => {
    const { app, api, device } = await playing();
    const gone = await app.inject({
      method: 'DELETE',
      url: `${BASE}/sdk/v1/devices/${device.device_id}`,
      headers: { authorization: `Device ${device.device_token}` },
    });
    expect(gone.statusCode).toBe(204);
    expect((await api.get('/devices')).json()).toEqual({ devices: [] });
    expect((await api.get()).statusCode).toBe(204);
    const play = await api.put(
      '/play',
      { uris: [trackUri(TRACK_A)] },
      {
        device_id: device.device_id,
      },
    );
    expect(play.statusCode).toBe(404);
    expect(play.json()).toEqual({ error: { status: 404, message: 'Device not found' } });
  });
});
