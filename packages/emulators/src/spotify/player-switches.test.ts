// The player's ways that the real services show now and then, behind the control switches:
// relinked tracks, devices the Web API does not know yet, and blocked autoplay.
import { describe, expect, it } from 'vitest';
import { CurrentlyPlayingContextObject, DevicesAnswer, ErrorAnswer } from './player-contract';
import {
  TRACK_A,
  TRACK_B,
  deviceCall,
  newDevice,
  playerApi,
  playerToken,
  trackUri,
} from './player.test-support';
import { copyIdOf, relinkedByRule } from './relinking';
import { control, createTestEmulator } from './spotify.test-support';
import { EMULATED_TRACKS } from './track-catalog';

async function setUp() {
  const emulator = createTestEmulator();
  const token = await playerToken(emulator.app);
  return { ...emulator, token, api: playerApi(emulator.app, token) };
}

async function state(api: ReturnType<typeof playerApi>) {
  const res = await api.get();
  expect(res.statusCode).toBe(200);
  return CurrentlyPlayingContextObject.parse(res.json());
}

describe('track relinking', () => {
  it('relinks a small, fixed share of the catalog', () => {
    const relinked = EMULATED_TRACKS.filter((track) => relinkedByRule(track.id));
    expect(relinked.length / EMULATED_TRACKS.length).toBeGreaterThan(0.03);
    expect(relinked.length / EMULATED_TRACKS.length).toBeLessThan(0.1);
    expect(relinked.map((track) => track.name)).toContain('Pink Moon');
    expect(relinkedByRule(TRACK_A.id)).toBe(false);
  });

  it('reports a relinked track under its copy, the requested one in linked_from', async () => {
    const { app, api } = await setUp();
    expect((await control(app, { player: { relinkTracks: [TRACK_A.id] } })).statusCode).toBe(200);
    const device = await newDevice(app, await playerToken(app));
    const uris = [trackUri(TRACK_A), trackUri(TRACK_B)];
    await api.put('/play', { uris }, { device_id: device.device_id });
    const copy = copyIdOf(TRACK_A.id);
    const { item } = await state(api);
    expect(item).toMatchObject({
      id: copy,
      uri: `spotify:track:${copy}`,
      name: TRACK_A.name,
      linked_from: { id: TRACK_A.id, uri: trackUri(TRACK_A), type: 'track' },
    });
    // The next one is not relinked: no linked_from at all, as Spotify leaves it out.
    await deviceCall(app, device, 'next');
    const next = await state(api);
    expect(next.item?.id).toBe(TRACK_B.id);
    expect(next.item).not.toHaveProperty('linked_from');
  });

  it('refuses a relink switch for a track not in the catalog', async () => {
    const { app } = await setUp();
    const res = await control(app, { player: { relinkTracks: ['0000000000000000000000'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('must be a catalog track id');
  });
});

describe('a device the Web API does not know yet', () => {
  it('is "Device not found" for the delay after it connects, then plays', async () => {
    const { app, api, clock } = await setUp();
    await control(app, { player: { deviceVisibilityDelayMs: 1500 } });
    const device = await newDevice(app, await playerToken(app));
    const play = () =>
      api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id: device.device_id });
    const early = await play();
    expect(early.statusCode).toBe(404);
    expect(ErrorAnswer.parse(early.json())).toEqual({
      error: { status: 404, message: 'Device not found' },
    });
    expect(DevicesAnswer.parse((await api.get('/devices')).json()).devices).toEqual([]);
    clock.advance(1500);
    expect((await play()).statusCode).toBe(204);
    expect((await state(api)).is_playing).toBe(true);
  });
});

describe('blocked autoplay', () => {
  it('loads paused until the page activates its element, then plays', async () => {
    const { app, api } = await setUp();
    await control(app, { player: { autoplayBlocked: true } });
    const device = await newDevice(app, await playerToken(app));
    await api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id: device.device_id });
    expect(await state(api)).toMatchObject({ is_playing: false, item: { id: TRACK_A.id } });
    await deviceCall(app, device, 'resume');
    expect((await state(api)).is_playing).toBe(false);
    expect((await deviceCall(app, device, 'activate')).statusCode).toBe(204);
    await deviceCall(app, device, 'resume');
    expect((await state(api)).is_playing).toBe(true);
  });

  it('is off again after a reset', async () => {
    const { app } = await setUp();
    await control(app, { player: { autoplayBlocked: true, relinkTracks: [TRACK_A.id] } });
    const reset = await control(app, undefined, '/reset');
    expect(reset.json().player).toEqual({
      deviceVisibilityDelayMs: 0,
      autoplayBlocked: false,
      relinkTracks: [],
    });
  });
});

describe('another Spotify app taking the playback', () => {
  it('moves the playback there; the Web API reports that device', async () => {
    const { app, api } = await setUp();
    const device = await newDevice(app, await playerToken(app));
    await api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id: device.device_id });
    const moved = await control(app, { user: 'ava.rivers' }, '/transfer-playback');
    expect(moved.statusCode).toBe(200);
    const now = await state(api);
    expect(now.device).toMatchObject({ name: "Ava's phone", type: 'Smartphone', is_active: true });
    expect(now).toMatchObject({ is_playing: true, item: { id: TRACK_A.id } });
    // Taking it back, as "Play here" does.
    const back = await api.put('', { device_ids: [device.device_id], play: true });
    expect(back.statusCode).toBe(204);
    expect((await state(api)).device.id).toBe(device.device_id);
  });
});
