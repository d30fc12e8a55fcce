// The generation routes as event streams (spec 7; the server streams when asked for
// text/event-stream): every event is checked against the core schema on arrival.
import {
  type AddSpecificSongRequestSchema,
  type ExtendPlaylistRequestSchema,
  type GeneratePlaylistRequestSchema,
  type GenerationEvent,
  ApiErrorBodySchema,
  GenerationEventSchema,
  MESSAGES,
} from '@moodtape/core';
import type { z } from 'zod/mini';
import { ApiError } from '../../../shared/lib/api-client';
import { readEventStream } from '../../../shared/lib/event-stream';

export type GenerationRoute =
  | { path: '/api/generate-playlist'; body: z.input<typeof GeneratePlaylistRequestSchema> }
  | { path: '/api/extend-playlist'; body: z.input<typeof ExtendPlaylistRequestSchema> }
  | { path: '/api/add-specific-song'; body: z.input<typeof AddSpecificSongRequestSchema> };

export async function streamGeneration(
  route: GenerationRoute,
  onEvent: (event: GenerationEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(route.path, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(route.body),
    signal,
  });
  if (!response.ok || !response.body) {
    const payload: unknown = await response.json().catch(() => null);
    const error = ApiErrorBodySchema.safeParse(payload);
    throw error.success
      ? new ApiError(response.status, error.data.error.code, error.data.error.message)
      : new ApiError(response.status, 'http_error', MESSAGES.httpError(response.status));
  }
  await readEventStream(response.body, ({ data }) => {
    onEvent(GenerationEventSchema.parse(JSON.parse(data)));
  });
}
