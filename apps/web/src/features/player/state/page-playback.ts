// The page's playback, put together once: the controller, the port that reaches Spotify
// through our server, and the spec 8 messages for failures. The provider hands it the SDK
// connection, the token clock's verdict and the messages area as they come and go.
import { browserClock, type Clock } from '../lib/clock';
import { failureMessage } from '../lib/failure-message';
import { createPositionStore } from '../lib/playback-storage';
import { createPlaybackPort } from '../lib/playback-port';
import type { SdkConnection } from '../lib/sdk-connection';
import { createPlaybackController } from './playback-controller';
import type { PlaybackFailure } from './playback-types';

export function createPagePlayback(clock: Clock = browserClock) {
  let connection: SdkConnection | null = null;
  let sessionExpired = false;
  let showMessage: (text: string) => void = () => undefined;
  // While the page goes away the player drops out and reports a stop; that is not what the
  // person did, so it must not overwrite the position the next visit resumes from.
  let leaving = false;
  const positions = createPositionStore();

  function showFailure(kind: PlaybackFailure, error: unknown) {
    const message = failureMessage(kind, error);
    // Spotify no longer knows our device: a new connection gets a new one.
    if (message.reconnect && connection) {
      connection.disconnect();
      void connection.connect();
    }
    showMessage(message.text);
  }

  const controller = createPlaybackController({
    clock,
    port: createPlaybackPort({
      connection: () => connection,
      sessionExpired: () => sessionExpired,
      clock,
    }),
    onFailure: showFailure,
    onSave: (saved) => {
      if (!leaving) positions.save(saved);
    },
  });

  return {
    controller,
    positions,
    showFailure,
    connection: () => connection,
    setConnection(next: SdkConnection | null) {
      connection = next;
    },
    setSessionExpired(expired: boolean) {
      sessionExpired = expired;
    },
    setMessageHandler(handler: (text: string) => void) {
      showMessage = handler;
    },
    setLeaving(isLeaving: boolean) {
      leaving = isLeaving;
    },
  };
}
