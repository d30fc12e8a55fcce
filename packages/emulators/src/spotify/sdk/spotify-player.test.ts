/// <reference types="spotify-web-playback-sdk" />
// The emulated SDK script connecting: its device, its errors, its token's renewal.
import { describe, expect, it, vi } from 'vitest';
import { deviceCall, playerToken } from '../player.test-support';
import { loadSdk, recordedPlayer, setUp, sleep } from './script.test-support';
import { eventually } from './sdk.test-support';

describe('the emulated Web Playback SDK script', () => {
  it('defines window.Spotify, calls onSpotifyWebPlaybackSDKReady, and connects one device', async () => {
    const { player, next, readyCalls, api } = await setUp();
    expect(readyCalls).toBe(1);
    expect(player._options).toMatchObject({
      name: 'Moodtape',
      volume: 0.5,
      id: expect.any(String),
    });
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    expect(await player.connect()).toBe(true);
    const { device_id } = await ready;
    expect(device_id).toMatch(/^[0-9a-f]{40}$/);
    expect(await player.connect()).toBe(true);
    const devices = (await api.get('/devices')).json().devices;
    expect(devices).toEqual([expect.objectContaining({ id: device_id, name: 'Moodtape' })]);
    expect(await player.getCurrentState()).toBeNull();
    expect(await player.getVolume()).toBe(0.5);
  });

  it('gives an account_error to a free account', async () => {
    const { player, next, api } = await setUp('sam.lee');
    const error = next<Spotify.Error>('account_error');
    expect(await player.connect()).toBe(false);
    expect(await error).toEqual({
      message: 'This functionality is restricted to premium users only',
    });
    expect((await api.get('/devices')).json()).toEqual({ devices: [] });
  });

  it('gives an authentication_error to a bad token, and to one without `streaming`', async () => {
    const { Spotify: Sdk } = await setUp();
    const bad = recordedPlayer(Sdk, (cb) => cb('not-a-token'));
    const refused = bad.next<Spotify.Error>('authentication_error');
    expect(await bad.player.connect()).toBe(false);
    expect(await refused).toEqual({ message: 'Authentication failed' });

    const scoped = await setUp('ava.rivers', 'user-read-playback-state');
    const scopes = scoped.next<Spotify.Error>('authentication_error');
    expect(await scoped.player.connect()).toBe(false);
    expect(await scopes).toEqual({ message: 'Invalid token scopes.' });
  });

  it('says not_ready once when its device goes, and cannot connect to an emulator that is gone', async () => {
    const { app, player, next, names } = await setUp();
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const gone = next('not_ready');
    await app.close();
    expect(await gone).toEqual({ device_id });
    const failed = next<Spotify.Error>('initialization_error');
    expect(await player.connect()).toBe(false);
    expect(await failed).toEqual({ message: 'Failed to initialize player' });
    expect(names().filter((name) => name === 'not_ready')).toHaveLength(1);
  });

  it('disconnects quietly, removing its device; connecting again makes a new one', async () => {
    const { player, next, names, api } = await setUp();
    const first = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await first;
    player.disconnect();
    await eventually(async () => (await api.get('/devices')).json().devices.length === 0);
    expect(names()).toEqual(['ready']);
    const second = next<Spotify.WebPlaybackInstance>('ready');
    expect(await player.connect()).toBe(true);
    expect((await second).device_id).not.toBe(device_id);
  });

  it('asks getOAuthToken for a fresh token when its token expires, and plays on', async () => {
    const { app, clock, origin, names } = await setUp();
    const sdk = await loadSdk(origin);
    let asked = 0;
    const page = recordedPlayer(sdk.Spotify, (cb) => {
      asked += 1;
      void playerToken(app).then(cb);
    });
    await page.player.connect();
    clock.advance(3600 * 1000);
    await vi.waitFor(() => expect(asked).toBe(2), { timeout: 2000 });
    clock.advance(10_000);
    await sleep(300);
    expect(page.names()).toEqual(['ready']);
    expect(names()).toEqual([]);
  });

  it('reports a refused token as an authentication_error, then not_ready', async () => {
    const { app, clock, origin } = await setUp();
    const sdk = await loadSdk(origin);
    const token = await playerToken(app);
    let asked = 0;
    const page = recordedPlayer(sdk.Spotify, (cb) => cb(asked++ === 0 ? token : 'stale'));
    await page.player.connect();
    const gone = page.next('not_ready');
    clock.advance(3600 * 1000);
    await gone;
    expect(page.names()).toEqual(['ready', 'authentication_error', 'not_ready']);
    expect(page.emitted[1]?.payload).toEqual({ message: 'Authentication failed' });
  });

  it('says not_ready when the page gives no fresh token within 10 s', async () => {
    const { app, clock, origin } = await setUp();
    const sdk = await loadSdk(origin);
    const token = await playerToken(app);
    let asked = 0;
    const page = recordedPlayer(sdk.Spotify, (cb) => {
      if (asked++ === 0) cb(token);
    });
    await page.player.connect();
    const gone = page.next('not_ready');
    clock.advance(3600 * 1000);
    await vi.waitFor(() => expect(asked).toBe(2), { timeout: 2000 });
    clock.advance(10_000);
    await gone;
    expect(page.names()).toEqual(['ready', 'not_ready']);
  });

  it('keeps going when a listener throws, with a warning rather than an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { player, next } = await setUp();
    player.addListener('ready', () => {
      throw new Error('page bug');
    });
    const ready = next('ready');
    expect(await player.connect()).toBe(true);
    await ready;
    expect(warn).toHaveBeenCalledWith(
      'Spotify.Player: a "ready" listener threw',
      expect.any(Error),
    );
    expect(player.removeListener('ready')).toBe(true);
    warn.mockRestore();
  });
});

describe('the device secret', () => {
  it('is needed for the device routes the script uses', async () => {
    const { app, player, next } = await setUp();
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const res = await deviceCall(app, { device_id, device_token: 'guess' }, 'pause');
    expect(res.statusCode).toBe(401);
  });
});
