// GET /api/search/videos (spec 7; AMENDMENTS A5: the fallback chain runs on the server).
// Each video is checked on its own, so one bad item costs only itself; spec 5: videos
// lacking an id or a thumbnail are skipped.
import {
  type Video,
  type VideoSearchQuery,
  VideoSchema,
  VideoSearchResponseSchema,
} from '@moodtape/core';
import { z } from 'zod/mini';
import { apiFetch } from '../../../shared/lib/api-client';

const LenientResponseSchema = z.extend(VideoSearchResponseSchema, { videos: z.array(z.unknown()) });

export function usableVideo(item: unknown): Video | null {
  const parsed = VideoSchema.safeParse(item);
  if (!parsed.success) return null;
  const video = parsed.data;
  return video.id.trim() !== '' && video.thumbnail.trim() !== '' ? video : null;
}

export async function searchVideos(
  query: VideoSearchQuery,
  signal?: AbortSignal,
): Promise<Video[]> {
  // A section's queries go together, `q` repeated: the server runs one search for them
  // (docs/decisions/014); `maxResults` is the count for each query.
  const params = new URLSearchParams([
    ...query.q.map((q): [string, string] => ['q', q]),
    ['maxResults', String(query.maxResults)],
    ['type', query.type],
    ['page', String(query.page)],
  ]);
  const { videos } = await apiFetch(`/api/search/videos?${params}`, {
    schema: LenientResponseSchema,
    signal,
  });
  return videos.flatMap((item) => {
    const video = usableVideo(item);
    return video ? [video] : [];
  });
}
