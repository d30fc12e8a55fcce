// POST /api/generate-video-queries (spec 7): the AI's JSON text, read with core's
// parseVideoQueries, which throws the spec's messages (spec 5, spec 8).
import {
  type AroundTheMusicRequest,
  type VideoQueries,
  VideoQueriesResponseSchema,
  parseVideoQueries,
} from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export async function generateVideoQueries(
  body: AroundTheMusicRequest,
  signal?: AbortSignal,
): Promise<VideoQueries> {
  const { content } = await apiFetch('/api/generate-video-queries', {
    method: 'POST',
    body,
    schema: VideoQueriesResponseSchema,
    signal,
  });
  return parseVideoQueries(content);
}
