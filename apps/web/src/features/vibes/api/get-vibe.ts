// GET /api/vibes/{id}: one vibe, the person's own or anyone's public one (AMENDMENTS A2).
import { VibeSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function fetchVibe(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/vibes/${encodeURIComponent(id)}`, { schema: VibeSchema, signal });
}
