// Playback for the page (spec 4 Playback, Token session): one playback controller, one Web
// Playback SDK connection, the token clock's expiry and refresh, and the spec's messages.
import {
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@moodtape/core';
import { useSession } from '../../../shared/auth/session';
import { onSignOut } from '../../../shared/auth/sign-out-signal';
import { useTokenClock } from '../../../shared/auth/token-clock';
import { fetchAccessToken } from '../../../shared/auth/token-api';
import { useMessages } from '../../../shared/lib/messages';
import { playerConfigQuery } from '../api/get-player-config';
import { type SdkStatus, createSdkConnection } from '../lib/sdk-connection';
import { createPagePlayback } from './page-playback';
import type { PlaybackSnapshot } from './playback-types';
import { type QueueTrack, isPlayable } from './queue';

export const PLAYER_NAME = 'Moodtape Web Player';
const RECONNECT_ATTEMPTS = 3;
const RECONNECT_DELAY_MS = 2000;

export type PlaybackApi = {
  snapshot: PlaybackSnapshot;
  sdkStatus: SdkStatus;
  tracks: readonly QueueTrack[];
  press: (index: number) => void;
  toggle: () => void;
  next: () => void;
  previous: () => void;
  seek: (positionMs: number) => void;
  // Takes back the playback another Spotify app took.
  playHere: () => void;
  // The last playback failure's message (spec 8), also said in the messages area at the top
  // of the page: the bar says it beside the controls, until the next press or a dismissal.
  failure: string | null;
  dismissFailure: () => void;
};

const PlaybackContext = createContext<PlaybackApi | null>(null);

type Props = {
  tracks: readonly QueueTrack[];
  // Changes with every new playlist; what comes next then starts at its top.
  playlistGeneration: number;
  // The playlist was shown again after a reload: its saved track resumes.
  restored: boolean;
  children: ReactNode;
};

export function PlaybackProvider({ tracks, playlistGeneration, restored, children }: Props) {
  const { user } = useSession();
  const { accessToken, expired } = useTokenClock();
  const { showMessage } = useMessages();
  const config = useQuery({ ...playerConfigQuery, enabled: user !== null });
  const [sdkStatus, setSdkStatus] = useState<SdkStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const tokenRef = useRef(accessToken);
  const [page] = useState(createPagePlayback);
  const { controller } = page;
  useEffect(() => {
    tokenRef.current = accessToken;
    page.setSessionExpired(expired);
    page.setMessageHandler((text) => {
      showMessage(text);
      // An expired session is the token alert's to say, with its Refresh Connection.
      setFailure(text === MESSAGES.sessionExpired ? null : text);
    });
  });
  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => {
    const leave = () => page.setLeaving(true);
    const stay = () => page.setLeaving(false);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', stay);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', stay);
    };
  }, [page]);

  // The playlist: a new one forgets the old saved position; a restored one resumes it.
  const seenGeneration = useRef(playlistGeneration);
  const restoreDone = useRef(false);
  useEffect(() => {
    const fresh = seenGeneration.current !== playlistGeneration;
    seenGeneration.current = playlistGeneration;
    if (fresh) page.positions.forget();
    controller.setTracks(tracks, { fresh });
    if (restored && !restoreDone.current) {
      restoreDone.current = true;
      const saved = page.positions.load();
      if (saved) controller.restore(saved);
    }
  }, [page, controller, tracks, playlistGeneration, restored]);

  const sdkUrl = config.data?.sdkUrl ?? null;
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!sdkUrl || !userId) return;
    const connection = createSdkConnection({
      sdkUrl,
      name: PLAYER_NAME,
      getToken: async () => tokenRef.current ?? (await fetchAccessToken()).access_token,
      events: {
        onStatus: (status) => {
          setSdkStatus(status);
          controller.setReady(status === 'ready');
        },
        onReport: (report) => controller.report(report),
        onElsewhere: () => void controller.interrupted('elsewhere'),
        onPlaybackError: (message) => {
          console.warn('Spotify playback error:', message);
          if (controller.interrupted()) page.showFailure('play', new Error(message));
        },
        // The browser would not start audio without a click: the next press of play will
        // (every press activates the SDK's element first).
        onAutoplayFailed: () => void controller.interrupted('autoplay'),
      },
    });
    page.setConnection(connection);
    const stopOnSignOut = onSignOut(() => {
      page.setLeaving(true);
      page.setConnection(null);
      controller.dispose();
      connection.disconnect();
    });
    return () => {
      stopOnSignOut();
      connection.disconnect();
      page.setConnection(null);
    };
  }, [sdkUrl, userId, page, controller]);

  // Connect once there is something to play and a token to play it with. A player that drops
  // out is connected again a few times, and again whenever the token is refreshed.
  const hasPlayable = tracks.some(isPlayable);
  const attempts = useRef(0);
  useEffect(() => {
    attempts.current = 0;
  }, [accessToken]);
  // `sdkUrl` is a dependency because the connection (made by the effect above) exists once it is.
  useEffect(() => {
    const connection = page.connection();
    if (!connection || !hasPlayable || !accessToken || expired) return;
    if (sdkStatus === 'ready') attempts.current = 0;
    if (sdkStatus !== 'idle' && sdkStatus !== 'unavailable') return;
    if (attempts.current >= RECONNECT_ATTEMPTS) return;
    const delay = attempts.current === 0 ? 0 : RECONNECT_DELAY_MS * attempts.current;
    const timer = window.setTimeout(() => {
      attempts.current += 1;
      void connection.connect();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [page, hasPlayable, accessToken, expired, sdkUrl, sdkStatus]);

  // spec 4 Token session: at zero the position is saved and playback pauses; a refresh
  // (a new token) carries on from there.
  useEffect(() => {
    if (expired) controller.suspend();
    else if (accessToken) controller.resumeAfterSuspend();
  }, [expired, accessToken, controller]);

  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const api = useMemo<PlaybackApi>(() => {
    // Playing must start from the click itself in some browsers (the SDK's activateElement).
    const fromClick = (run: () => void) => {
      setFailure(null);
      page.connection()?.activate();
      run();
    };
    return {
      snapshot,
      sdkStatus,
      tracks,
      press: (index) => fromClick(() => controller.press(index)),
      toggle: () => fromClick(controller.toggle),
      next: () => fromClick(controller.next),
      previous: () => fromClick(controller.previous),
      seek: controller.seek,
      playHere: () => fromClick(controller.playHere),
      failure,
      dismissFailure: () => setFailure(null),
    };
  }, [snapshot, sdkStatus, tracks, controller, page, failure]);
  return <PlaybackContext.Provider value={api}>{children}</PlaybackContext.Provider>;
}

export function usePlayback(): PlaybackApi {
  const api = useContext(PlaybackContext);
  if (!api) throw new Error('usePlayback needs a PlaybackProvider');
  return api;
}
