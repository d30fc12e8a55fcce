import type { PausePlaybackRequest } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function pausePlayback(body: PausePlaybackRequest): Promise<void> {
  return apiFetch('/api/player/pause', { method: 'PUT', body });
}
