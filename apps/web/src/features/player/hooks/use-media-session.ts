// The operating system's media controls and keys (DESIGN: the player answers the media keys),
// through the Media Session API: what is playing, and play, pause, next, previous and seek.
import { useEffect, useRef } from 'react';
import type { PlaybackApi } from '../state/playback-provider';

const SKIP_SECONDS = 10;

export function useMediaSession(api: PlaybackApi) {
  const latest = useRef(api);
  useEffect(() => {
    latest.current = api;
  });
  const { current, status, positionMs, durationMs } = api.snapshot;
  const supported = typeof navigator !== 'undefined' && 'mediaSession' in navigator;

  useEffect(() => {
    if (!supported) return;
    navigator.mediaSession.metadata = current
      ? new MediaMetadata({
          title: current.title,
          artist: current.artist,
          album: 'Moodtape',
          artwork: current.albumArt ? [{ src: current.albumArt }] : [],
        })
      : null;
  }, [supported, current]);

  useEffect(() => {
    if (!supported) return;
    navigator.mediaSession.playbackState = current ? status : 'none';
  }, [supported, current, status]);

  useEffect(() => {
    if (!supported || !current || !durationMs) return;
    try {
      navigator.mediaSession.setPositionState({
        duration: durationMs / 1000,
        position: Math.min(positionMs, durationMs) / 1000,
        playbackRate: 1,
      });
    } catch {
      // Some browsers refuse position state until audio has played in the page itself.
    }
  }, [supported, current, positionMs, durationMs]);

  useEffect(() => {
    if (!supported) return;
    const session = navigator.mediaSession;
    const position = () => latest.current.snapshot.positionMs;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => latest.current.snapshot.status !== 'playing' && latest.current.toggle()],
      ['pause', () => latest.current.snapshot.status === 'playing' && latest.current.toggle()],
      ['previoustrack', () => latest.current.previous()],
      ['nexttrack', () => latest.current.next()],
      ['seekto', (details) => latest.current.seek((details.seekTime ?? 0) * 1000)],
      [
        'seekbackward',
        (details) => latest.current.seek(position() - (details.seekOffset ?? SKIP_SECONDS) * 1000),
      ],
      [
        'seekforward',
        (details) => latest.current.seek(position() + (details.seekOffset ?? SKIP_SECONDS) * 1000),
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [supported]);
}
