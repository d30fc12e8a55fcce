// The player's answers as the contract shapes them (spotify-web-api.openapi.yml: DeviceObject,
// CurrentlyPlayingContextObject).
import type { Device, PlayerStore } from './player-store';
import { durationOf } from './player-store';
import { currentTrackId, positionAt } from './playback';
import { TRACKS_BY_ID } from './track-catalog';
import { type TrackUrls, trackObject } from './track-object';

export function deviceObject(device: Device, players: PlayerStore) {
  return {
    id: device.id,
    is_active: players.isActive(device),
    is_private_session: false,
    is_restricted: false,
    name: device.name,
    // What Spotify reports for Web Playback SDK players.
    type: 'Computer',
    volume_percent: Math.round(device.volume * 100),
    supports_volume: true,
  };
}

export function playbackStateObject(
  device: Device,
  players: PlayerStore,
  time: number,
  urls: TrackUrls,
) {
  const { playback } = device;
  const track = playback ? TRACKS_BY_ID.get(currentTrackId(playback)) : undefined;
  return {
    device: deviceObject(device, players),
    repeat_state: 'off',
    shuffle_state: false,
    context: null,
    timestamp: playback?.changedAt ?? time,
    progress_ms: playback ? positionAt(playback, durationOf, time) : null,
    is_playing: playback ? !playback.paused : false,
    item: track ? trackObject(track, urls) : null,
    currently_playing_type: track ? 'track' : 'unknown',
    actions: {},
  };
}
