// The playback routes against the Spotify emulator: a Web Playback SDK device is registered
// the way the SDK registers it, then played, paused and sought through our server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';

const TRACK = /^spotify:track:[A-Za-z0-9]{22}$/;

describe.each(TEST_DATABASES)('playback routes ($kind)', (database) => {
  let h: Harness;
  let ava: string;
  let sam: string;
  let uris: string[];

  beforeAll(async () => {
    h = await createHarness(database);
    ava = await h.signIn('ava.rivers');
    sam = await h.signIn('sam.lee');
    uris = await searchUris(ava, ['Here Comes the Sun', 'Bohemian Rhapsody']);
  });
  afterAll(() => h.close());

  const spotify = (path: string) => `${h.emulatorUrl}/emulators/spotify${path}`;

  async function accessToken(session: string): Promise<string> {
    const res = await h.inject({
      method: 'GET',
      url: '/api/auth/token',
      cookies: { mt_session: session },
    });
    return res.json<{ access_token: string }>().access_token;
  }

  async function searchUris(session: string, titles: string[]): Promise<string[]> {
    const token = await accessToken(session);
    const found: string[] = [];
    for (const title of titles) {
      const params = new URLSearchParams({ q: `track:${title}`, type: 'track', limit: '1' });
      const res = await fetch(spotify(`/api/v1/search?${params}`), {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { tracks: { items: { uri: string }[] } };
      found.push(body.tracks.items[0]!.uri);
    }
    return found;
  }

  // What the Web Playback SDK does on connect(): register this page as a device.
  async function registerDevice(session: string): Promise<string> {
    const res = await fetch(spotify('/sdk/v1/devices'), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken(session)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Moodtape Web Player', volume: 0.8 }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { device_id: string }).device_id;
  }

  async function playbackState(session: string) {
    const res = await fetch(spotify('/api/v1/me/player'), {
      headers: { authorization: `Bearer ${await accessToken(session)}` },
    });
    if (res.status === 204) return null;
    return (await res.json()) as {
      is_playing: boolean;
      progress_ms: number;
      item: { uri: string };
    };
  }

  function put(path: string, session: string | null, payload: unknown) {
    return h.inject({
      method: 'PUT',
      url: `/api/player/${path}`,
      ...(session ? { cookies: { mt_session: session } } : {}),
      payload: payload as Record<string, unknown>,
    });
  }

  it('tells the page where the Web Playback SDK is', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/player/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sdkUrl: 'https://sdk.scdn.co/spotify-player.js' });
  });

  it('plays the chosen track on the device at the chosen position, then pauses and seeks', async () => {
    expect(uris.every((uri) => TRACK.test(uri))).toBe(true);
    const device = await registerDevice(ava);
    const play = await put('play', ava, {
      device_id: device,
      uris,
      offset: 1,
      position_ms: 30_000,
    });
    expect(play.statusCode).toBe(204);
    let state = await playbackState(ava);
    expect(state).toMatchObject({ is_playing: true, item: { uri: uris[1] } });
    expect(state?.progress_ms).toBeGreaterThanOrEqual(30_000);

    h.clock.advance(5000);
    expect((await playbackState(ava))?.progress_ms).toBeGreaterThanOrEqual(35_000);

    expect((await put('pause', ava, { device_id: device })).statusCode).toBe(204);
    state = await playbackState(ava);
    expect(state?.is_playing).toBe(false);
    // Spotify refuses to pause what is paused; for the page that is simply done.
    expect((await put('pause', ava, { device_id: device })).statusCode).toBe(204);

    expect((await put('seek', ava, { device_id: device, position_ms: 61_000 })).statusCode).toBe(
      204,
    );
    expect((await playbackState(ava))?.progress_ms).toBe(61_000);
  });

  it('takes back, playing, the playback another Spotify app took ("Play here")', async () => {
    const device = await registerDevice(ava);
    expect((await put('play', ava, { device_id: device, uris })).statusCode).toBe(204);
    const moved = await fetch(spotify('/__control/transfer-playback'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'ava.rivers' }),
    });
    expect(moved.status).toBe(200);
    const elsewhere = (await playbackState(ava)) as unknown as { device: { id: string } };
    expect(elsewhere.device.id).not.toBe(device);

    const back = await put('transfer', ava, { device_id: device });
    expect(back.statusCode).toBe(204);
    const state = (await playbackState(ava)) as unknown as {
      is_playing: boolean;
      device: { id: string };
      item: { uri: string };
    };
    expect(state).toMatchObject({
      is_playing: true,
      device: { id: device },
      item: { uri: uris[0] },
    });
    // A device Spotify no longer knows: the page is told to wait, as for a play.
    const gone = await put('transfer', ava, { device_id: 'd'.repeat(40) });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error.code).toBe('player_not_ready');
  });

  it('answers 409 with the spec message when Spotify does not know the device', async () => {
    const res = await put('play', ava, { device_id: 'a'.repeat(40), uris });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'player_not_ready',
        message: 'Spotify player not ready. Please wait a moment and try again.',
      },
    });
  });

  it('answers 403 with the Premium message for a free account', async () => {
    const res = await put('play', sam, { device_id: 'b'.repeat(40), uris });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'premium_required',
        message: 'Failed to play track. Make sure you have an active Spotify Premium account.',
      },
    });
  });

  it('answers 502 when Spotify fails, and 503 when it is rate limited', async () => {
    const device = await registerDevice(ava);
    await h.control({ faults: { player: { status: 500, times: 1 } } });
    const failed = await put('play', ava, { device_id: device, uris });
    expect(failed.statusCode).toBe(502);
    // A sentence of ours, not Spotify's "Internal Server Error".
    expect(failed.json().error).toEqual({
      code: 'upstream_error',
      message: 'Spotify is having trouble right now. Please try again in a moment.',
    });

    await h.control({ faults: { player: { status: 429, retryAfterSeconds: 3, times: 1 } } });
    const busy = await put('pause', ava, { device_id: device });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.code).toBe('rate_limited');
  });

  it('needs a session', async () => {
    const res = await put('play', null, { device_id: 'c'.repeat(40), uris });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ uris: ['spotify:track:4iV5W9uYEdYUVa79Axb7Rh'] }, 'Say which player to use (device_id).'],
    [{ device_id: 'dev', uris: [] }, 'Send at least one track to play.'],
    [
      { device_id: 'dev', uris: ['spotify:album:4iV5W9uYEdYUVa79Axb7Rh'] },
      'Each track must be a Spotify track URI.',
    ],
    [
      { device_id: 'dev', uris: ['spotify:track:4iV5W9uYEdYUVa79Axb7Rh'], offset: 1 },
      'The track to start with is not in the list.',
    ],
    [
      { device_id: 'dev', uris: ['spotify:track:4iV5W9uYEdYUVa79Axb7Rh'], position_ms: -1 },
      'The position cannot be negative.',
    ],
    [
      { device_id: 'dev/../x', uris: ['spotify:track:4iV5W9uYEdYUVa79Axb7Rh'] },
      'That player id is not valid.',
    ],
  ])('refuses a play body %j with a clear message', async (payload, message) => {
    const res = await put('play', ava, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a seek without a position', async () => {
    const res = await put('seek', ava, { device_id: 'dev' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/position/i);
  });

  it('refuses playback commands from another site', async () => {
    const res = await h.inject({
      method: 'PUT',
      url: '/api/player/pause',
      cookies: { mt_session: ava },
      headers: { origin: 'https://evil.example' },
      payload: { device_id: 'dev' },
    });
    expect(res.statusCode).toBe(403);
  });
});
