// The YouTube Data API v3 (spec 7 chain step 1): search.list for the videos, then one
// videos.list for their durations and statistics. A search costs most of the daily quota
// (AMENDMENTS A5), so callers cache answers and page tokens.
import { type Fetch, getJson } from '../http-json';
import {
  YoutubeErrorSchema,
  type YoutubeSearchItem,
  YoutubeSearchListSchema,
  YoutubeVideoListSchema,
} from './schemas';

export const YOUTUBE_SERVICE = 'youtube';

export type YoutubeDetails = {
  duration: string | null;
  views: number | null;
  likes: number | null;
};

export type YoutubeClient = ReturnType<typeof createYoutubeClient>;

export function createYoutubeClient(options: {
  baseUrl: string;
  apiKey: string;
  fetch: Fetch;
  timeoutMs: number;
}) {
  const v3 = `${options.baseUrl}/youtube/v3`;
  const get = <T extends Parameters<typeof getJson>[0]['schema']>(
    path: string,
    params: Record<string, string>,
    schema: T,
  ) =>
    getJson({
      fetch: options.fetch,
      service: YOUTUBE_SERVICE,
      label: 'YouTube',
      url: `${v3}/${path}?${new URLSearchParams({ ...params, key: options.apiKey })}`,
      timeoutMs: options.timeoutMs,
      schema,
      reasonOf: errorReason,
    });

  return {
    async searchPage(input: {
      q: string;
      maxResults: number;
      shorts: boolean;
      pageToken: string | null;
    }): Promise<{ items: YoutubeSearchItem[]; nextPageToken: string | null }> {
      const params: Record<string, string> = {
        part: 'snippet',
        type: 'video',
        q: input.q,
        maxResults: String(input.maxResults),
        // Every result must play in the page's embedded player.
        videoEmbeddable: 'true',
        safeSearch: 'moderate',
      };
      // "short" is under 4 minutes; spec 9's 60 seconds is checked on the durations.
      if (input.shorts) params.videoDuration = 'short';
      if (input.pageToken) params.pageToken = input.pageToken;
      const answer = await get('search', params, YoutubeSearchListSchema);
      return { items: answer.items, nextPageToken: answer.nextPageToken ?? null };
    },

    async details(ids: string[]): Promise<Map<string, YoutubeDetails>> {
      if (ids.length === 0) return new Map();
      // One call for the page (1 unit); `maxResults` is not allowed together with `id`.
      const answer = await get(
        'videos',
        { part: 'contentDetails,statistics', id: ids.join(',') },
        YoutubeVideoListSchema,
      );
      return new Map(
        answer.items.map((item) => [
          item.id,
          {
            duration: item.contentDetails?.duration ?? null,
            views: count(item.statistics?.viewCount),
            likes: count(item.statistics?.likeCount),
          },
        ]),
      );
    },
  };
}

function count(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

// "quotaExceeded", "rateLimitExceeded", "keyInvalid", ... from the error body.
function errorReason(body: unknown): string | undefined {
  const parsed = YoutubeErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error.errors?.[0]?.reason : undefined;
}
