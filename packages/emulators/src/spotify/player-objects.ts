// The player's answers as the contract shapes them (spotify-web-api.openapi.yml: DeviceObject,
// CurrentlyPlayingContextObject).
import type { Device, PlayerStore } from './player-store';
import { durationOf } from './player-store';
import { currentTrackId, positionAt } from './playback';
import type { Relinking } from './relinking';
import { type EmulatedTrack, TRACKS_BY_ID } from './track-catalog';
import { type TrackUrls, trackObject } from './track-object';

export function deviceObject(device: Device, players: PlayerStore) {
  return {
    id: device.id,
    is_active: players.isActive(device),
    is_private_session: false,
    is_restricted: false,
    name: device.name,
    // 'Computer' for Web Playback SDK players.
    type: device.type,
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
  const { relinking } = players;
  return {
    device: deviceObject(device, players),
    repeat_state: 'off',
    shuffle_state: false,
    context: null,
    timestamp: playback?.changedAt ?? time,
    progress_ms: playback ? positionAt(playback, durationOf, time) : null,
    is_playing: playback ? !playback.paused : false,
    item: track ? playedTrackObject(track, relinking, urls) : null,
    currently_playing_type: track ? 'track' : 'unknown',
    actions: {},
  };
}

/**
 * The track as the player reports it: a relinked track under its copy's id and uri, with the
 * requested one in `linked_from` (the contract's LinkedTrackObject).
 */
export function playedTrackObject(track: EmulatedTrack, relinking: Relinking, urls: TrackUrls) {
  const object = trackObject(track, urls);
  const copyId = relinking.copyOf(track.id);
  if (copyId === null) return object;
  return {
    ...object,
    external_urls: { spotify: `https://open.spotify.com/track/${copyId}` },
    href: `${urls.apiUrl}/v1/tracks/${copyId}`,
    id: copyId,
    uri: `spotify:track:${copyId}`,
    linked_from: {
      external_urls: object.external_urls,
      href: object.href,
      id: object.id,
      type: 'track' as const,
      uri: object.uri,
    },
  };
}
