// Step 1 of the video search chain (spec 7): YouTube's search.list, then one videos.list for
// durations and statistics. Page tokens are kept per query, type and page size in the
// database: page N is asked with the token page N-1 gave, and a page whose token is not
// known yet is reached by walking from the last known one (AMENDMENTS A5: every search
// costs quota, so no page is fetched twice when its token is known).
import type { Video, VideoSearchQuery } from '@moodtape/core';
import type { Db } from '../../db/client';
import type { YoutubeClient } from '../../integrations/video/youtube-client';
import { youtubeVideos } from '../../integrations/video/video-mapping';
import { PAGE_TOKEN_TTL_MS, findPageToken, savePageToken } from './queries';

export async function searchYoutube(
  deps: { db: Db; youtube: YoutubeClient; now: Date },
  query: VideoSearchQuery & { normalizedQ: string },
): Promise<Video[]> {
  const { db, youtube, now } = deps;
  const shorts = query.type === 'shorts';
  const queryKey = JSON.stringify([query.normalizedQ, query.type, query.maxResults]);
  const searchPage = (pageToken: string | null) =>
    youtube.searchPage({ q: query.normalizedQ, maxResults: query.maxResults, shorts, pageToken });
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
  return youtubeVideos(items, details, query.type);
}
