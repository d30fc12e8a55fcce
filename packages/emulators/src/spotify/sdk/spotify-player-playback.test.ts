/// <reference types="spotify-web-playback-sdk" />
// The emulated SDK script playing: what the Web API and the page's own calls do to it.
import { describe, expect, it } from 'vitest';
import { TRACK_A, TRACK_B, trackUri } from '../player.test-support';
import { PlaybackState } from './sdk-contract';
import { isState, setUp, sleep } from './script.test-support';

describe('the emulated SDK script playing', () => {
  it('hears what the Web API plays, with a full PlaybackState whose position runs', async () => {
    const { player, next, api } = await setUp();
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const uris = [trackUri(TRACK_A), trackUri(TRACK_B)];
    const changed = next('player_state_changed');
    await api.put('/play', { uris, position_ms: 1000 }, { device_id });
    const state = PlaybackState.parse(await changed);
    expect(state).toMatchObject({
      context: { uri: null, metadata: null },
      duration: TRACK_A.durationMs,
      paused: false,
      loading: false,
      repeat_mode: 0,
      shuffle: false,
      playback_quality: 'NORMAL',
      playback_features: { hifi_status: 'NONE' },
      track_window: { current_track: { id: TRACK_A.id }, next_tracks: [{ id: TRACK_B.id }] },
    });
    expect(state.position).toBeGreaterThanOrEqual(1000);
    await sleep(150);
    const later = await player.getCurrentState();
    expect(later?.position).toBeGreaterThanOrEqual(state.position + 100);

    const paused = next(
      'player_state_changed',
      isState((s) => s.paused),
    );
    await api.put('/pause');
    const position = (await paused).position;
    await sleep(60);
    expect((await player.getCurrentState())?.position).toBe(position);
    const sought = next(
      'player_state_changed',
      isState((s) => s.position === 60_000),
    );
    await api.put('/seek', undefined, { position_ms: '60000' });
    expect((await sought).paused).toBe(true);
  });

  it("sends the page's own commands to its device", async () => {
    const { player, next, api } = await setUp();
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const uris = [trackUri(TRACK_A), trackUri(TRACK_B)];
    const loaded = next('player_state_changed');
    await api.put('/play', { uris }, { device_id });
    await loaded;
    const when = async (act: () => Promise<void>, test: (s: Spotify.PlaybackState) => boolean) => {
      const changed = next('player_state_changed', isState(test));
      await act();
      return changed;
    };
    await when(
      () => player.pause(),
      (s) => s.paused,
    );
    await when(
      () => player.togglePlay(),
      (s) => !s.paused,
    );
    await when(
      () => player.seek(90_000),
      (s) => s.position >= 90_000,
    );
    await when(
      () => player.nextTrack(),
      (s) => s.track_window.current_track.id === TRACK_B.id,
    );
    await when(
      () => player.previousTrack(),
      (s) => s.track_window.current_track.id === TRACK_A.id,
    );
    await when(
      () => player.setVolume(0.2),
      () => true,
    );
    expect(await player.getVolume()).toBe(0.2);
    await player.setName('Kitchen');
    expect((await api.get('/devices')).json().devices[0]).toMatchObject({
      name: 'Kitchen',
      volume_percent: 20,
    });
  });

  it('stops at the end of a single track, keeping it current and in previous_tracks', async () => {
    const { player, next, api } = await setUp();
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const ended = next(
      'player_state_changed',
      isState((s) => s.paused),
    );
    const position_ms = TRACK_A.durationMs - 200;
    await api.put('/play', { uris: [trackUri(TRACK_A)], position_ms }, { device_id });
    const state = await ended;
    expect(state.position).toBe(0);
    expect(state.track_window.current_track.id).toBe(TRACK_A.id);
    expect(state.track_window.previous_tracks.map((t) => t.uid)).toEqual([
      state.track_window.current_track.uid,
    ]);
  });

  it('reports a command with nothing loaded as a playback_error; before connect, nothing', async () => {
    const { player, next, names } = await setUp();
    await player.pause();
    await player.seek(10);
    expect(names()).toEqual([]);
    await player.connect();
    const error = next<Spotify.Error>('playback_error');
    await player.resume();
    expect(await error).toEqual({ message: 'Cannot perform operation; no list was loaded.' });
  });
});
