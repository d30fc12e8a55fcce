// GET /api/search/videos behind the scenes (spec 7 "Video search fallback chain", AMENDMENTS
// A5), for one query or a section's queries together (docs/decisions/014: one platform
// search a section, whose answer is cached as a whole): a cached answer if there is one; else YouTube, then the alternative (Invidious), then
// the last resort (a second Invidious instance when configured, otherwise nothing). A step
// that fails (quota, 5xx, 429, timeout, anything) hands over to the next; a spent quota
// skips YouTube until its reset at midnight Pacific time, and so does a person's spent daily
// share of YouTube searches (features/limits): the platform allows about 100 a day in all.
import { type Video, type VideoSearchQuery, isShort } from '@moodtape/core';
import type { VideoConfig } from '../../config';
import type { Db } from '../../db/client';
import { IntegrationError } from '../../errors';
import type { Logger } from '../../http/logger';
import { createInvidiousClient } from '../../integrations/video/invidious-client';
import { YOUTUBE_SERVICE, createYoutubeClient } from '../../integrations/video/youtube-client';
import { nextPacificMidnight } from '../../lib/pacific-midnight';
import type { DailyQuota } from '../limits';
import { blockService, findCachedVideos, isServiceBlocked, saveCachedVideos } from './queries';
import { invidiousSlice } from './invidious-pages';
import { type GroupSearch, searchYoutube } from './youtube-search';

type Step = { name: string; run(query: NormalizedQuery, now: Date): Promise<Video[] | null> };
type NormalizedQuery = GroupSearch & { userId: string };

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);

export type VideoSearch = ReturnType<typeof createVideoSearch>;

export function createVideoSearch(deps: {
  db: Db;
  clock: () => Date;
  logger: Logger;
  config: VideoConfig;
  fetch: typeof fetch;
  quota: Pick<DailyQuota, 'trySpend'>;
}) {
  const { db, logger, config } = deps;
  const { timeoutMs } = config;
  const youtube = createYoutubeClient({
    ...config.youtube,
    baseUrl: config.youtube.apiBaseUrl,
    fetch: deps.fetch,
    timeoutMs,
  });
  const invidiousStep = (name: string, service: string, baseUrl: string): Step => {
    const client = createInvidiousClient({ service, baseUrl, fetch: deps.fetch, timeoutMs });
    return {
      name,
      run: async (query) => {
        const { type: group, page, maxResults: count } = query;
        const lists = await Promise.all(
          query.queries.map((q) => invidiousSlice(client, { q, group, page, count })),
        );
        return lists.flat();
      },
    };
  };
  const steps: Step[] = [
    {
      name: YOUTUBE_SERVICE,
      run: async (query, now) => {
        // null: skipped, the day's quota is spent.
        if (await isServiceBlocked(db, YOUTUBE_SERVICE, now)) return null;
        if (!(await deps.quota.trySpend(query.userId, 'videoSearches'))) return null;
        return searchYoutube({ db, youtube, now }, query);
      },
    },
    invidiousStep('alternative', 'invidious', config.alternative.baseUrl),
    ...(config.lastResort
      ? [invidiousStep('last-resort', 'invidious-last-resort', config.lastResort.baseUrl)]
      : []),
  ];

  async function runChain(query: NormalizedQuery, key: string): Promise<Video[]> {
    const now = deps.clock();
    const cached = await findCachedVideos(db, key, now);
    if (cached) return cached;
    for (const step of steps) {
      let found: Video[] | null;
      try {
        found = await step.run(query, now);
      } catch (error) {
        logger.warn({ err: error, step: step.name, q: query.queries }, 'video search step failed');
        await rememberSpentQuota(error, now);
        continue;
      }
      if (found === null) continue;
      // spec 9: shorts are videos under 60 seconds.
      const videos = query.type === 'shorts' ? found.filter((v) => isShort(v.duration)) : found;
      const expiresAt = new Date(now.getTime() + config.cacheTtlMs);
      await saveCachedVideos(db, { key, videos, source: step.name, fetchedAt: now, expiresAt });
      return videos;
    }
    // spec 8: a failed video query is logged and yields an empty list; not cached, so the
    // next try asks again.
    logger.warn({ q: query.queries, type: query.type }, 'every video search step failed');
    return [];
  }

  async function rememberSpentQuota(error: unknown, now: Date) {
    if (!(error instanceof IntegrationError) || error.service !== YOUTUBE_SERVICE) return;
    if (!QUOTA_REASONS.has(error.upstreamCode ?? '')) return;
    const blockedUntil = nextPacificMidnight(now);
    await blockService(db, { service: YOUTUBE_SERVICE, blockedUntil, reason: 'quotaExceeded' });
    logger.info({ blockedUntil }, 'YouTube quota spent; skipping it until the reset');
  }

  // The same search asked twice at once is run once.
  const inFlight = new Map<string, Promise<Video[]>>();

  return {
    // `userId`: whose daily share a YouTube search counts against.
    search(query: VideoSearchQuery, userId: string): Promise<Video[]> {
      // Sorted: the same queries in another order are the same search.
      const queries = [...new Set(query.q.map(normalizeQuery))].filter(Boolean).sort();
      if (queries.length === 0) return Promise.resolve([]);
      const { type, page, maxResults } = query;
      // The whole request: JSON keeps the parts apart and escapes what PostgreSQL text
      // cannot hold (NUL).
      const key = JSON.stringify([queries, type, page, maxResults]);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const run = runChain({ queries, type, page, maxResults, userId }, key)
        .catch((error: unknown) => {
          // spec 8: whatever went wrong (the database too), the query yields an empty list.
          logger.warn({ err: error, q: query.q }, 'video search failed');
          return [];
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, run);
      return run;
    },
  };
}

// Case, width and spacing do not change what a search finds; control characters are noise.
function normalizeQuery(q: string): string {
  return q
    .normalize('NFKC')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}
