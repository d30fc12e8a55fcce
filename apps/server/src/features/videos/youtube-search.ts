// Step 1 of the video search chain (spec 7): YouTube's search.list, then one videos.list for
// durations and statistics. A section's queries go in ONE search, joined with YouTube's OR
// operator `|`, asking count × queries results (at most 50, the API's maximum), which are
// then dealt out to the queries (docs/decisions/014). Page tokens are kept per combined query, type and page size in the
// database: page N is asked with the token page N-1 gave, and a page whose token is not
// known yet is reached by walking from the last known one (AMENDMENTS A5: every search
// costs quota, so no page is fetched twice when its token is known).
import type { Video, VideoGroup } from '@moodtape/core';
import type { Db } from '../../db/client';
import type { YoutubeClient } from '../../integrations/video/youtube-client';
import { youtubeVideos } from '../../integrations/video/video-mapping';
import { dealVideos } from './deal';
import { PAGE_TOKEN_TTL_MS, findPageToken, savePageToken } from './queries';

// search.list's maxResults: "Acceptable values are 0 to 50, inclusive."
export const YOUTUBE_MAX_RESULTS = 50;

export type GroupSearch = {
  // Normalized, distinct, in a stable order.
  queries: string[];
  type: VideoGroup;
  page: number;
  // The count for each query (spec 9).
  maxResults: number;
};

// The alternatives with `|`: "q=boating|sailing" finds videos about boating or sailing.
// A `|` inside a query would split it, so it is a space there.
export function combinedQuery(queries: readonly string[]): string {
  return queries.map((q) => q.replaceAll('|', ' ').trim()).join(' | ');
}

export async function searchYoutube(
  deps: { db: Db; youtube: YoutubeClient; now: Date },
  query: GroupSearch,
): Promise<Video[]> {
  const { db, youtube, now } = deps;
  const shorts = query.type === 'shorts';
  const q = combinedQuery(query.queries);
  const maxResults = Math.min(YOUTUBE_MAX_RESULTS, query.maxResults * query.queries.length);
  const queryKey = JSON.stringify([q, query.type, maxResults]);
  const searchPage = (pageToken: string | null) =>
    youtube.searchPage({ q, maxResults, shorts, pageToken });
  const remember = (page: number, token: string) =>
    savePageToken(db, { queryKey, page, token, fetchedAt: now });

  let token: string | null = null;
  if (query.page > 1) {
    const freshAfter = new Date(now.getTime() - PAGE_TOKEN_TTL_MS);
    const known = await findPageToken(db, queryKey, query.page, freshAfter);
    let at = known?.page ?? 1;
    token = known?.token ?? null;
    while (at < query.page) {
      const { nextPageToken } = await searchPage(token);
      // The results end before the page asked for.
      if (nextPageToken === null) return [];
      at += 1;
      token = nextPageToken;
      await remember(at, token);
    }
  }

  const { items, nextPageToken } = await searchPage(token);
  if (nextPageToken !== null) await remember(query.page + 1, nextPageToken);
  const ids = items.flatMap((item) => (item.id?.videoId ? [item.id.videoId] : []));
  // One details call for the whole page; if it fails the step fails, since shorts cannot
  // be told apart without durations.
  const details = await youtube.details(ids);
  const videos = youtubeVideos(items, details, query.type);
  return dealVideos(videos, query.queries, query.maxResults).flat();
}
