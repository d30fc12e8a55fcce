import type { SeekPlaybackRequest } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function seekPlayback(body: SeekPlaybackRequest): Promise<void> {
  return apiFetch('/api/player/seek', { method: 'PUT', body });
}
