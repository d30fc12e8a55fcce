/// <reference types="spotify-web-playback-sdk" />
// The emulated SDK script where the real one surprises pages: a relinked track, playback taken
// by another Spotify app (a null state), and the browser blocking autoplay.
import { describe, expect, it } from 'vitest';
import { TRACK_A, TRACK_B, trackUri } from '../player.test-support';
import { copyIdOf } from '../relinking';
import { control } from '../spotify.test-support';
import { PlaybackState } from './sdk-contract';
import { isState, setUp } from './script.test-support';

describe('the emulated SDK script', () => {
  it('reports a relinked track under its copy, the requested one in linked_from', async () => {
    const { app, player, next, api } = await setUp();
    await control(app, { player: { relinkTracks: [TRACK_A.id] } });
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const changed = next('player_state_changed');
    await api.put('/play', { uris: [trackUri(TRACK_A), trackUri(TRACK_B)] }, { device_id });
    const state = PlaybackState.parse(await changed);
    const copy = copyIdOf(TRACK_A.id);
    expect(state.track_window.current_track).toMatchObject({
      id: copy,
      uri: `spotify:track:${copy}`,
      name: TRACK_A.name,
      linked_from: { id: TRACK_A.id, uri: trackUri(TRACK_A) },
    });
    expect(state.track_window.next_tracks[0]?.linked_from).toEqual({ uri: null, id: null });
  });

  it('reports null once when another Spotify app takes the playback, and plays again after a transfer back', async () => {
    const { app, player, next, emitted, api } = await setUp();
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const loaded = next('player_state_changed');
    await api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id });
    await loaded;
    const gone = next<Spotify.PlaybackState | null>('player_state_changed', (s) => s === null);
    await control(app, { user: 'ava.rivers' }, '/transfer-playback');
    expect(await gone).toBeNull();
    expect(await player.getCurrentState()).toBeNull();
    const back = next(
      'player_state_changed',
      isState((s) => s !== null && !s.paused),
    );
    await api.put('', { device_ids: [device_id], play: true });
    expect(PlaybackState.parse(await back).track_window.current_track.id).toBe(TRACK_A.id);
    const nulls = emitted.filter((e) => e.event === 'player_state_changed' && e.payload === null);
    expect(nulls).toHaveLength(1);
  });

  it('emits autoplay_failed while the browser blocks audio; activateElement() lets it play', async () => {
    const { app, player, next, api } = await setUp();
    await control(app, { player: { autoplayBlocked: true } });
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const failed = next('autoplay_failed');
    const loaded = next('player_state_changed');
    await api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id });
    await failed;
    expect(PlaybackState.parse(await loaded).paused).toBe(true);
    const playing = next(
      'player_state_changed',
      isState((s) => !s.paused),
    );
    await player.activateElement();
    await player.resume();
    expect((await playing).track_window.current_track.id).toBe(TRACK_A.id);
  });

  it('remembers an activateElement() made before connect(), as the real one unlocks the page', async () => {
    const { app, player, next, names, api } = await setUp();
    await control(app, { player: { autoplayBlocked: true } });
    await player.activateElement();
    const ready = next<Spotify.WebPlaybackInstance>('ready');
    await player.connect();
    const { device_id } = await ready;
    const playing = next(
      'player_state_changed',
      isState((s) => !s.paused),
    );
    await api.put('/play', { uris: [trackUri(TRACK_A)] }, { device_id });
    await playing;
    expect(names()).not.toContain('autoplay_failed');
  });
});
