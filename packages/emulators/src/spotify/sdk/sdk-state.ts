/// <reference types="spotify-web-playback-sdk" />
// What the emulated SDK script hears on its device's event stream: the device's playback,
// with tracks already in the SDK's own Spotify.Track shape (the published d.ts), so the
// script only adds the fields that are the same every time.
import { createHash } from 'node:crypto';
import { type Device, durationOf } from '../player-store';
import type { Relinking } from '../relinking';
import { positionAt } from '../playback';
import { TRACKS_BY_ID } from '../track-catalog';
import { type TrackUrls, trackObject } from '../track-object';

export type SdkState = {
  paused: boolean;
  position_ms: number;
  duration_ms: number;
  track: Spotify.Track | null;
  previous_tracks: Spotify.Track[];
  next_tracks: Spotify.Track[];
  volume: number;
};

// The real SDK shows a window of about two tracks each side ("number can vary").
const WINDOW = 2;

// The SDK labels its album images by size.
const IMAGE_SIZES: Record<number, string> = { 640: 'LARGE', 300: 'UNKNOWN', 64: 'SMALL' };

/** A play of a list gives each of its places a uid, as the SDK's queue items have. */
function uid(listId: string, index: number): string {
  return createHash('sha1').update(`${listId}:${index}`).digest('hex').slice(0, 16);
}

function sdkTrack(
  trackId: string,
  trackUid: string,
  urls: TrackUrls,
  relinking: Relinking,
): Spotify.Track | null {
  const track = TRACKS_BY_ID.get(trackId);
  if (!track) return null;
  const object = trackObject(track, urls);
  // A relinked track plays as its copy; the SDK names the requested one in `linked_from`.
  const copyId = relinking.copyOf(track.id);
  return {
    album: {
      name: object.album.name,
      uri: object.album.uri,
      images: object.album.images.map((image) => ({
        ...image,
        size: IMAGE_SIZES[image.width] ?? 'UNKNOWN',
      })),
    },
    artists: object.artists.map((artist) => ({
      name: artist.name,
      uri: artist.uri,
      url: artist.href,
    })),
    duration_ms: object.duration_ms,
    id: copyId ?? object.id,
    is_playable: true,
    name: object.name,
    uid: trackUid,
    uri: copyId === null ? object.uri : `spotify:track:${copyId}`,
    media_type: 'audio',
    type: 'track',
    track_type: 'audio',
    linked_from: copyId === null ? { uri: null, id: null } : { uri: object.uri, id: object.id },
  };
}

export function sdkState(
  device: Device,
  time: number,
  urls: TrackUrls,
  relinking: Relinking,
): SdkState {
  const { playback, volume } = device;
  const track = (index: number) => {
    const id = playback?.list[index];
    return id === undefined || !playback
      ? null
      : sdkTrack(id, uid(playback.listId, index), urls, relinking);
  };
  const tracks = (indexes: number[]) =>
    indexes.map(track).filter((t): t is Spotify.Track => t !== null);
  if (!playback) {
    const none = { track: null, previous_tracks: [], next_tracks: [] };
    return { paused: true, position_ms: 0, duration_ms: 0, ...none, volume };
  }
  const following = playback.list.map((_, i) => i).slice(playback.index + 1);
  return {
    paused: playback.paused,
    position_ms: positionAt(playback, durationOf, time),
    duration_ms: durationOf(playback.list[playback.index] ?? ''),
    track: track(playback.index),
    previous_tracks: tracks(playback.previous.slice(-WINDOW)),
    next_tracks: tracks(following.slice(0, WINDOW)),
    volume,
  };
}
