// Generate, extend and add a song (spec 2, 4, 8): streams the server's events into the
// playlist state and reports the spec's messages.
import { type GenerationEvent, MESSAGES, formatSongList } from '@moodtape/core';
import { useCallback, useEffect, useRef } from 'react';
import { useMessages } from '../../../shared/lib/messages';
import { streamGeneration } from '../api/generation-stream';
import { uploadImage } from '../api/upload-image';
import { usePlaylist } from '../state/playlist-context';

export type GenerationPhoto = { dataUrl: string; filename: string };

export function usePlaylistActions() {
  const { state, dispatch } = usePlaylist();
  const { showMessage, clearMessage } = useMessages();
  const running = useRef<AbortController | null>(null);
  // Actions read the newest state without being re-created on every event.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return controller;
  }, []);

  const fail = useCallback(
    (error: unknown, controller: AbortController) => {
      if (controller.signal.aborted) return;
      showMessage(error instanceof Error ? error.message : MESSAGES.httpError(0));
    },
    [showMessage],
  );

  const generate = useCallback(
    async (prompt: string, photo: GenerationPhoto | null) => {
      const controller = start();
      clearMessage();
      const generation = latest.current.generation + 1;
      dispatch({ type: 'generation-started', prompt });
      if (photo) {
        uploadImage(photo, controller.signal)
          .then(({ imageUrl }) => dispatch({ type: 'image-uploaded', generation, imageUrl }))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) {
              showMessage(
                MESSAGES.failedToUploadImage(error instanceof Error ? error.message : null),
              );
            }
          });
      }
      let found = 0;
      let finished = false;
      try {
        await streamGeneration(
          {
            path: '/api/generate-playlist',
            body: { prompt, selectedImage: photo?.dataUrl ?? null },
          },
          (event) => {
            if (event.type === 'track' && event.track.found) found++;
            if (event.type === 'done') finished = true;
            report(event);
            dispatch({ type: 'event', generation, base: 0, event });
          },
          controller.signal,
        );
        if (finished && found === 0) showMessage(MESSAGES.noPlayableSongs);
      } catch (error) {
        fail(error, controller);
      } finally {
        if (!controller.signal.aborted) dispatch({ type: 'finished', generation });
      }

      function report(event: GenerationEvent) {
        if (event.type === 'notice') showMessage(event.message);
        if (event.type === 'error') showMessage(event.error.message);
      }
    },
    [clearMessage, dispatch, fail, showMessage, start],
  );

  const add = useCallback(
    async (kind: 'extend' | 'specific', request?: string) => {
      const { generation, rows, added } = latest.current;
      const controller = start();
      clearMessage();
      dispatch({ type: 'adding-started', kind });
      const currentSongs = formatSongList(
        rows.map((row) => ({
          title: row.track?.title ?? row.title,
          artist: row.track?.artist ?? row.artist,
        })),
      );
      const base = added;
      const found: boolean[] = [];
      let finished = false;
      try {
        await streamGeneration(
          kind === 'extend'
            ? { path: '/api/extend-playlist', body: { currentSongs } }
            : {
                path: '/api/add-specific-song',
                body: { currentSongs, specificSongInput: request ?? '' },
              },
          (event) => {
            if (event.type === 'done') {
              finished = true;
              found.push(...event.tracks.map((t) => t.found));
            }
            if (event.type === 'notice') showMessage(event.message);
            if (event.type === 'error') showMessage(event.error.message);
            dispatch({ type: 'event', generation, base, event });
          },
          controller.signal,
        );
        if (finished && !found.some(Boolean)) {
          showMessage(kind === 'extend' ? MESSAGES.noNewPlayableSongs : MESSAGES.songNotFound);
          // A requested song Spotify does not have is not kept (spec 8).
          if (kind === 'specific') {
            found.forEach((_, i) =>
              dispatch({ type: 'row-removed', key: `${generation}-${base + i}` }),
            );
          }
        }
      } catch (error) {
        fail(error, controller);
      } finally {
        if (!controller.signal.aborted) dispatch({ type: 'finished', generation });
      }
    },
    [clearMessage, dispatch, fail, showMessage, start],
  );

  return {
    generate,
    extend: useCallback(() => add('extend'), [add]),
    requestSong: useCallback((text: string) => add('specific', text), [add]),
  };
}
