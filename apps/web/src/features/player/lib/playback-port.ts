// How the playback controller's commands reach Spotify: through our server's player routes,
// to the Web Playback SDK device of this page (spec 7: play, pause and seek on a device).
import { pausePlayback } from '../api/pause-playback';
import { seekPlayback } from '../api/seek-playback';
import { startPlayback } from '../api/start-playback';
import { transferPlayback } from '../api/transfer-playback';
import type { PlaybackPort } from '../state/playback-types';
import type { Clock } from './clock';
import { sendToNewDevice } from './new-device-retry';
import { PlayerNotReadyError, type SdkConnection } from './sdk-connection';

// How long a first play waits for the player to finish connecting.
const CONNECT_WAIT_MS = 8000;

export class SessionExpiredError extends Error {
  constructor() {
    super('The Spotify session has expired.');
  }
}

export function createPlaybackPort(deps: {
  connection: () => SdkConnection | null;
  sessionExpired: () => boolean;
  clock: Clock;
}): PlaybackPort {
  const connection = () => {
    const current = deps.connection();
    if (!current) throw new PlayerNotReadyError();
    return current;
  };

  return {
    async play(track, positionMs) {
      if (deps.sessionExpired()) throw new SessionExpiredError();
      const player = connection();
      void player.connect();
      const deviceId = await player.device(CONNECT_WAIT_MS);
      const send = () =>
        startPlayback({
          device_id: deviceId,
          uris: [track.uri],
          offset: 0,
          position_ms: positionMs,
        });
      await sendToNewDevice(send, { readyForMs: player.readyForMs, clock: deps.clock });
    },

    async transfer() {
      if (deps.sessionExpired()) throw new SessionExpiredError();
      const player = connection();
      void player.connect();
      const deviceId = await player.device(CONNECT_WAIT_MS);
      await transferPlayback({ device_id: deviceId });
      return player.currentReport();
    },

    async pause() {
      let deviceId: string;
      try {
        deviceId = await connection().device(0);
      } catch {
        // No player, nothing playing on it.
        return;
      }
      try {
        await pausePlayback({ device_id: deviceId });
      } catch (error) {
        // Our server cannot reach Spotify for the person (e.g. the session ran out): the SDK
        // can still pause its own device.
        await connection()
          .pauseHere()
          .catch(() => Promise.reject(error));
      }
    },

    async seek(positionMs) {
      const deviceId = await connection().device(0);
      await seekPlayback({ device_id: deviceId, position_ms: positionMs });
    },
  };
}
