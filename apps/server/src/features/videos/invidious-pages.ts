// Chain steps 2 and 3 (spec 7) on an Invidious instance. Invidious has no page-size
// parameter: it answers about 20 results a page. Our page N of a query is the slice
// [(N-1)·count, N·count) of the query's usable results (videos, and for shorts only those
// under 60 s), read from Invidious's pages 1, 2, ... until the slice is full or the results
// end; so every page holds exactly `count` (fewer only at the end) and pages never overlap.
// Invidious spends no quota, so each query is asked on its own.
import { type Video, type VideoGroup, isShort } from '@moodtape/core';
import type { InvidiousClient } from '../../integrations/video/invidious-client';
import { invidiousVideos } from '../../integrations/video/video-mapping';

// A bound on the calls one query may make for one page (page 10 of 6 needs 60 results).
const MAX_INVIDIOUS_PAGES = 6;

export async function invidiousSlice(
  client: InvidiousClient,
  input: { q: string; group: VideoGroup; page: number; count: number },
): Promise<Video[]> {
  const start = (input.page - 1) * input.count;
  const end = start + input.count;
  const usable: Video[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= MAX_INVIDIOUS_PAGES && usable.length < end; page++) {
    const items = await client.search({ q: input.q, page, shorts: input.group === 'shorts' });
    if (items.length === 0) break;
    for (const video of invidiousVideos(items, client.baseUrl, input.group)) {
      if (seen.has(video.id)) continue;
      if (input.group === 'shorts' && !isShort(video.duration)) continue;
      seen.add(video.id);
      usable.push(video);
    }
  }
  return usable.slice(start, end);
}
