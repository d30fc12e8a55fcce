// Comments as the server sends them, for the comments tests.
import type { Comment } from '@moodtape/core';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const VIBE = { id: '00000000-0000-4000-8000-000000000001', name: 'Night Drive' };
export const LIST = `/api/vibes/${VIBE.id}/comments`;

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: crypto.randomUUID(),
    content: 'Love this one',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    moodtape_username: 'kai_moreno',
    spotify_username: 'kai.moreno',
    ...overrides,
  };
}

export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
