import { describe, expect, it } from 'vitest';
import {
  TRACK_A,
  TRACK_B,
  TRACK_C,
  deviceCall,
  newDevice,
  playerApi,
  playerToken,
  registerDevice,
  trackUri,
} from '../player.test-support';
import { BASE, control, createTestEmulator } from '../spotify.test-support';
import { DeviceStateEvent } from './sdk-contract';
import { devicesUrl, eventually, listen, openEvents } from './sdk.test-support';

async function setUp(settings: { tokenLifetimeSeconds?: number } = {}) {
  const emulator = createTestEmulator();
  await control(emulator.app, settings);
  const origin = await listen(emulator);
  const token = await playerToken(emulator.app);
  const device = await newDevice(emulator.app, token);
  const api = playerApi(emulator.app, token);
  // Signs in afresh, as the tests move the clock past the first token's expiry.
  const deviceIds = async () => {
    const res = await playerApi(emulator.app, await playerToken(emulator.app)).get('/devices');
    return res.json<{ devices: { id: string }[] }>().devices.map((d) => d.id);
  };
  return { ...emulator, origin, token, device, api, deviceIds };
}

const state = (event: { event: string; data: unknown }) => {
  expect(event.event).toBe('state');
  return DeviceStateEvent.parse(event.data);
};

describe('POST /sdk/v1/devices', () => {
  it('registers a device of a Premium user: a 40-hex id and a secret of its own', async () => {
    const { app } = createTestEmulator();
    const res = await registerDevice(app, await playerToken(app), { name: 'Moodtape', volume: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      device_id: expect.stringMatching(/^[0-9a-f]{40}$/),
      device_token: expect.stringMatching(/^[\w-]{40,}$/),
    });
  });

  it('refuses a free account, a token without `streaming`, and bad or expired tokens', async () => {
    const { app, clock } = createTestEmulator();
    const body = { name: 'Moodtape', volume: 1 };
    const free = await registerDevice(app, await playerToken(app, 'sam.lee'), body);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({
      error: { status: 403, message: 'Premium required', reason: 'PREMIUM_REQUIRED' },
    });
    const scopeless = await playerToken(app, 'ava.rivers', 'user-read-playback-state');
    const noScope = await registerDevice(app, scopeless, body);
    expect(noScope.statusCode).toBe(401);
    expect(noScope.json()).toEqual({ error: { status: 401, message: 'Invalid token scopes.' } });
    const bad = await registerDevice(app, 'nope', body);
    expect(bad.json()).toEqual({ error: { status: 401, message: 'Invalid access token' } });
    const token = await playerToken(app);
    clock.advance(3600 * 1000);
    const expired = await registerDevice(app, token, body);
    expect(expired.json()).toEqual({ error: { status: 401, message: 'The access token expired' } });
    expect((await registerDevice(app, await playerToken(app), { volume: 2 })).statusCode).toBe(400);
    const api = playerApi(app, await playerToken(app, 'sam.lee'));
    expect((await api.get('/devices')).json()).toEqual({ devices: [] });
  });
});

describe('GET /sdk/spotify-player.js', () => {
  it('serves the emulated SDK script, never stale', async () => {
    const { app } = createTestEmulator();
    const res = await app.inject({ method: 'GET', url: `${BASE}/sdk/spotify-player.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('window.Spotify = { Player }');
  });
});

describe('GET /sdk/v1/devices/:id/events', () => {
  it('sends the state at once, then on every change, with SDK tracks', async () => {
    const { origin, device, api } = await setUp();
    const events = await openEvents(origin, device);
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(state(await events.next())).toEqual({
      paused: true,
      position_ms: 0,
      duration_ms: 0,
      track: null,
      previous_tracks: [],
      next_tracks: [],
      volume: 0.5,
    });

    const uris = [TRACK_A, TRACK_B, TRACK_C].map(trackUri);
    await api.put('/play', { uris, position_ms: 1000 }, { device_id: device.device_id });
    const played = state(await events.next());
    expect(played).toMatchObject({ paused: false, position_ms: 1000, volume: 0.5 });
    expect(played.duration_ms).toBe(TRACK_A.durationMs);
    expect(played.track).toMatchObject({
      id: TRACK_A.id,
      uri: trackUri(TRACK_A),
      name: TRACK_A.name,
      media_type: 'audio',
      type: 'track',
      linked_from: { uri: null, id: null },
    });
    expect(played.track?.album.images[0]?.url).toBe(
      `${origin}${BASE}/images/covers/${TRACK_A.albumId}.svg?size=640`,
    );
    expect(played.next_tracks.map((t) => t.id)).toEqual([TRACK_B.id, TRACK_C.id]);

    await api.put('/pause');
    expect(state(await events.next())).toMatchObject({ paused: true, position_ms: 1000 });
  });

  it('reports an ended single-track play as the real SDK does', async () => {
    const { origin, clock, device, api } = await setUp();
    const events = await openEvents(origin, device);
    await events.next();
    const position_ms = TRACK_A.durationMs - 100;
    await api.put(
      '/play',
      { uris: [trackUri(TRACK_A)], position_ms },
      {
        device_id: device.device_id,
      },
    );
    expect(state(await events.next()).paused).toBe(false);
    clock.advance(100);
    const ended = state(await events.next());
    expect(ended).toMatchObject({ paused: true, position_ms: 0, track: { id: TRACK_A.id } });
    expect(ended.previous_tracks.map((t) => t.uid)).toEqual([ended.track?.uid]);
  });

  it('answers 401 without the device secret and 404 for an unknown device', async () => {
    const { origin, device } = await setUp();
    const url = devicesUrl(origin, `/${device.device_id}/events`);
    expect((await fetch(url)).status).toBe(401);
    const wrong = await fetch(url, { headers: { authorization: 'Device nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { status: 401, message: 'Invalid device token' } });
    const unknown = await fetch(devicesUrl(origin, `/${'0'.repeat(40)}/events`), {
      headers: { authorization: `Device ${device.device_token}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('removes the device when its stream closes, and refuses a second stream', async () => {
    const { origin, device, deviceIds } = await setUp();
    const events = await openEvents(origin, device);
    await events.next();
    expect((await openEvents(origin, device)).status).toBe(409);
    expect(await deviceIds()).toEqual([device.device_id]);
    events.close();
    await eventually(async () => (await deviceIds()).length === 0);
  });
});

describe('PUT /sdk/v1/devices/:id/<command>', () => {
  it('answers Restriction violated when nothing is loaded', async () => {
    const { app, device } = await setUp();
    for (const command of ['pause', 'resume', 'toggle', 'next', 'previous']) {
      const res = await deviceCall(app, device, command);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Player command failed: Restriction violated');
    }
    expect((await deviceCall(app, device, 'seek', { position_ms: 0 })).statusCode).toBe(403);
  });

  it("runs the page's own commands and tells the stream", async () => {
    const { app, origin, device, api } = await setUp();
    const events = await openEvents(origin, device);
    await events.next();
    const uris = [TRACK_A, TRACK_B].map(trackUri);
    await api.put('/play', { uris }, { device_id: device.device_id });
    await events.next();
    const step = async (command: string, body?: object) => {
      expect((await deviceCall(app, device, command, body)).statusCode).toBe(204);
      return state(await events.next());
    };
    expect(await step('pause')).toMatchObject({ paused: true });
    expect(await step('toggle')).toMatchObject({ paused: false });
    expect(await step('seek', { position_ms: 12_000.4 })).toMatchObject({ position_ms: 12_000 });
    expect(await step('next')).toMatchObject({ track: { id: TRACK_B.id }, position_ms: 0 });
    expect(await step('previous')).toMatchObject({ track: { id: TRACK_A.id } });
    expect(await step('previous')).toMatchObject({ track: { id: TRACK_A.id }, position_ms: 0 });
    expect(await step('volume', { volume: 0.25 })).toMatchObject({ volume: 0.25 });
    expect((await deviceCall(app, device, 'name', { name: 'Kitchen' })).statusCode).toBe(204);
    expect((await api.get('/devices')).json().devices[0]).toMatchObject({
      name: 'Kitchen',
      volume_percent: 25,
    });
    expect((await deviceCall(app, device, 'volume', { volume: 2 })).statusCode).toBe(400);
    expect((await deviceCall(app, device, 'seek', { position_ms: -1 })).statusCode).toBe(400);
  });
});

describe('token expiry', () => {
  // Tokens live a minute here, less than any track, so playback is still on when they expire.
  async function expiring() {
    const context = await setUp({ tokenLifetimeSeconds: 60 });
    const events = await openEvents(context.origin, context.device);
    await events.next();
    await context.api.put(
      '/play',
      { uris: [trackUri(TRACK_A)] },
      {
        device_id: context.device.device_id,
      },
    );
    await events.next();
    context.clock.advance(60_000);
    expect(await events.next()).toEqual({ event: 'token_expired', data: {} });
    const renew = (accessToken: string) =>
      context.app.inject({
        method: 'PUT',
        url: `${BASE}/sdk/v1/devices/${context.device.device_id}/token`,
        headers: { authorization: `Device ${context.device.device_token}` },
        payload: { access_token: accessToken },
      });
    return { ...context, events, renew };
  }

  it('takes a fresh token of the same user and plays on', async () => {
    const { app, clock, events, renew, deviceIds, device } = await expiring();
    expect((await renew(await playerToken(app))).statusCode).toBe(204);
    clock.advance(10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deviceIds()).toEqual([device.device_id]);
    // The next expiry is the new token's.
    clock.advance(50_000);
    expect(await events.next()).toEqual({ event: 'token_expired', data: {} });
  });

  it('drops the device when the new token is refused: paused, stream closed, 401', async () => {
    const { app, events, renew, deviceIds } = await expiring();
    const kais = await playerToken(app, 'kai.moreno');
    const res = await renew(kais);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { status: 401, message: 'Invalid access token' } });
    expect(state(await events.next())).toMatchObject({ paused: true });
    await events.ended;
    expect(await deviceIds()).toEqual([]);
  });

  it('drops the device when no token comes within 10 s', async () => {
    const { clock, events, deviceIds } = await expiring();
    clock.advance(9_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await deviceIds()).length).toBe(1);
    clock.advance(1_000);
    expect(state(await events.next())).toMatchObject({ paused: true });
    await events.ended;
    expect(await deviceIds()).toEqual([]);
  });
});

describe('the control switches', () => {
  it('leaves devices alone on reset', async () => {
    const { app, deviceIds, device } = await setUp();
    await control(app, {}, '/reset');
    expect(await deviceIds()).toEqual([device.device_id]);
  });
});
