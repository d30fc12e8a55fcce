import type { StartPlaybackRequest } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

// Spotify starts the tracks on our Web Playback SDK device (spec 7: play on a device).
export function startPlayback(body: StartPlaybackRequest): Promise<void> {
  return apiFetch('/api/player/play', { method: 'PUT', body });
}
