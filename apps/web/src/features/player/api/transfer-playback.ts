import type { TransferPlaybackRequest } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function transferPlayback(body: TransferPlaybackRequest): Promise<void> {
  return apiFetch('/api/player/transfer', { method: 'PUT', body });
}
