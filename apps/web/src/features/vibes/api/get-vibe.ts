// GET /api/vibes/{id}: one whole vibe, the person's own or anyone's public one (AMENDMENTS
// A2). Lists carry only summaries, so whatever needs a vibe's playlist, videos or suggestions
// (loading it, saving a copy, its songs) asks for it here first.
import { VibeSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function fetchVibe(id: string, signal?: AbortSignal) {
  return apiFetch(`/api/vibes/${encodeURIComponent(id)}`, { schema: VibeSchema, signal });
}
