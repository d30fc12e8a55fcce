// One Web Playback SDK player for the page (spec 4 Playback, AMENDMENTS A1): created once,
// connected with the short-lived token our server hands out, and its events turned into
// what the playback controller understands. The SDK's errors are kept here; the provider
// decides what the person is told.
import { type PlayerReport, requestedUri } from '../state/player-report';
import { loadSpotifySdk } from './load-sdk';

export type SdkStatus = 'idle' | 'connecting' | 'ready' | 'premium-required' | 'unavailable';

export class PlayerNotReadyError extends Error {
  constructor() {
    super('The Spotify player is not ready.');
  }
}
export class PremiumRequiredError extends Error {
  constructor() {
    super('Spotify Premium is needed to play music here.');
  }
}

export type SdkEvents = {
  onStatus: (status: SdkStatus) => void;
  onReport: (report: PlayerReport) => void;
  // The SDK's null state: Spotify plays for this account on another device now.
  onElsewhere: () => void;
  onPlaybackError: (message: string) => void;
  onAutoplayFailed: () => void;
};

export type SdkConnection = ReturnType<typeof createSdkConnection>;

export function createSdkConnection(options: {
  sdkUrl: string;
  name: string;
  getToken: () => Promise<string>;
  events: SdkEvents;
}) {
  const { events } = options;
  let player: Spotify.Player | null = null;
  let status: SdkStatus = 'idle';
  let deviceId: string | null = null;
  let waiters: Array<() => void> = [];
  let readyAt = Number.NEGATIVE_INFINITY;
  // The last activateElement(): a play must not reach Spotify before the click's unlock.
  let activation: Promise<void> = Promise.resolve();

  // Listeners change the status while connect() awaits; read it afresh.
  const stillConnecting = () => status === 'connecting';

  function setStatus(next: SdkStatus) {
    status = next;
    events.onStatus(next);
    for (const wake of waiters) wake();
    waiters = [];
  }

  function create(sdk: typeof Spotify): Spotify.Player {
    const created = new sdk.Player({
      name: options.name,
      volume: 0.8,
      getOAuthToken: (callback) => {
        options.getToken().then(callback, (error: unknown) => {
          console.warn('No Spotify token for the player:', error);
        });
      },
    });
    created.addListener('ready', ({ device_id }) => {
      deviceId = device_id;
      readyAt = performance.now();
      setStatus('ready');
    });
    created.addListener('not_ready', () => {
      deviceId = null;
      if (status === 'ready') setStatus('unavailable');
    });
    created.addListener('player_state_changed', (state) => {
      const report = toReport(state);
      if (report) events.onReport(report);
      else if (state === null) events.onElsewhere();
    });
    created.addListener('account_error', () => setStatus('premium-required'));
    created.addListener('initialization_error', ({ message }) => {
      console.warn('Spotify player could not start:', message);
      setStatus('unavailable');
    });
    created.addListener('authentication_error', ({ message }) => {
      console.warn('Spotify player sign-in failed:', message);
      deviceId = null;
      setStatus('unavailable');
    });
    created.addListener('playback_error', ({ message }) => events.onPlaybackError(message));
    created.addListener('autoplay_failed', () => events.onAutoplayFailed());
    return created;
  }

  return {
    getStatus: () => status,

    async connect(): Promise<void> {
      if (status === 'ready' || status === 'connecting' || status === 'premium-required') return;
      setStatus('connecting');
      try {
        player ??= create(await loadSpotifySdk(options.sdkUrl));
        const started = await player.connect();
        // The SDK answers false when it could not connect; its error event says why.
        if (!started && stillConnecting()) setStatus('unavailable');
      } catch (error) {
        console.warn('Spotify player could not connect:', error);
        setStatus('unavailable');
      }
    },

    // The device to send playback to; waits for a connection under way.
    async device(timeoutMs: number): Promise<string> {
      await activation;
      if (status === 'connecting') {
        await new Promise<void>((resolve) => {
          const timer = window.setTimeout(resolve, timeoutMs);
          waiters.push(() => {
            window.clearTimeout(timer);
            resolve();
          });
        });
      }
      if (status === 'premium-required') throw new PremiumRequiredError();
      if (status !== 'ready' || !deviceId) throw new PlayerNotReadyError();
      return deviceId;
    },

    // How long ago the device became ready: Spotify's Web API learns of it a moment later.
    readyForMs: () => performance.now() - readyAt,

    // Some browsers only let audio start from a click; the SDK asks to be told of one.
    activate() {
      if (player) activation = player.activateElement().catch(() => undefined);
    },

    // Where the player is now, as a report; null with nothing on it.
    async currentReport(): Promise<PlayerReport | null> {
      return player ? toReport(await player.getCurrentState()) : null;
    },

    pauseHere(): Promise<void> {
      if (!player || status !== 'ready') return Promise.reject(new PlayerNotReadyError());
      return player.pause();
    },

    disconnect() {
      player?.disconnect();
      deviceId = null;
      if (status !== 'premium-required') setStatus('idle');
    },
  };
}

function toReport(state: Spotify.PlaybackState | null): PlayerReport | null {
  const current = state?.track_window.current_track;
  if (!state || !current) return null;
  return {
    uri: current.uri,
    linkedFromUri: current.linked_from?.uri ?? null,
    positionMs: state.position,
    durationMs: state.duration,
    paused: state.paused,
    previousUris: state.track_window.previous_tracks.map(requestedUri),
  };
}
