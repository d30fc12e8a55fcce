// After a reload the playlist remembers only the id of its vibe (spec 4 Vibe); the vibe is
// asked for again. On failure the caller says so and keeps the playlist.
import type { Vibe } from '@moodtape/core';
import { useEffect, useRef } from 'react';
import { fetchVibe } from '../api/get-vibe';
import { errorReason } from '../../../shared/lib/error-reason';

type Handlers = { onLoaded: (vibe: Vibe) => void; onFailed: (reason: string) => void };

export function useRestoredVibe(vibeId: string | null, known: Vibe | null, handlers: Handlers) {
  const missing = vibeId !== null && known?.id !== vibeId ? vibeId : null;
  // The newest handlers, without asking again each time they are re-created.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fetchVibe(missing, controller.signal).then(
      (vibe) => {
        if (!controller.signal.aborted) latest.current.onLoaded(vibe);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        latest.current.onFailed(errorReason(error));
      },
    );
    return () => controller.abort();
  }, [missing]);
}
