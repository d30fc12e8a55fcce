// The services around the music (videos, theme, suggestions and their pictures), made from
// the configuration once by buildApp. Split from app.ts only to keep the root short.
import type { Config } from './config';
import type { Db } from './db/client';
import { deletePostersBefore } from './db/poster-cache';
import { deleteEndedServiceBlocks } from './db/service-blocks';
import { deleteStaleVideoRows } from './db/video-cache';
import type { AiProvider } from './integrations/ai/types';
import { createMovieDbClient } from './integrations/moviedb/client';
import { createInvidiousClient } from './integrations/video/invidious-client';
import { createYoutubeClient } from './integrations/video/youtube-client';
import type { Logger } from './services/ai-answers';
import { createAroundTheMusic } from './services/around-the-music';
import { POSTER_CACHE_MAX_AGE_MS, createSuggestionImages } from './services/suggestion-images';
import { createVideoSearch } from './services/video-search';
import { PAGE_TOKEN_TTL_MS } from './services/youtube-search';

export function createMediaServices(deps: {
  config: Config;
  db: Db;
  clock: () => Date;
  fetch: typeof fetch;
  providers: readonly AiProvider[];
  logger: Logger;
}) {
  const { config, db, clock, logger } = deps;
  const { video, movieDb } = config;
  const timeoutMs = video.timeoutMs;
  const invidious = (service: string, baseUrl: string) =>
    createInvidiousClient({ service, baseUrl, fetch: deps.fetch, timeoutMs });
  return {
    aroundTheMusic: createAroundTheMusic({ providers: deps.providers, logger }),
    videoSearch: createVideoSearch({
      db,
      clock,
      logger,
      youtube: createYoutubeClient({
        ...video.youtube,
        baseUrl: video.youtube.apiBaseUrl,
        fetch: deps.fetch,
        timeoutMs,
      }),
      alternative: invidious('invidious', video.alternative.baseUrl),
      lastResort: video.lastResort
        ? invidious('invidious-last-resort', video.lastResort.baseUrl)
        : null,
      cacheTtlMs: video.cacheTtlMs,
    }),
    suggestionImages: createSuggestionImages({
      db,
      clock,
      logger,
      movieDb: createMovieDbClient({
        baseUrl: movieDb.apiBaseUrl,
        apiKey: movieDb.apiKey,
        readToken: movieDb.readToken,
        fetch: deps.fetch,
        timeoutMs: movieDb.timeoutMs,
      }),
      imageBaseUrl: movieDb.imageBaseUrl,
    }),
  };
}

// Run with the hourly session sweep (app.ts): expired answers, old page tokens and posters,
// and quota blocks that have ended.
export async function sweepMediaCaches(db: Db, now: Date): Promise<void> {
  await deleteStaleVideoRows(db, now, new Date(now.getTime() - PAGE_TOKEN_TTL_MS));
  await deletePostersBefore(db, new Date(now.getTime() - POSTER_CACHE_MAX_AGE_MS));
  await deleteEndedServiceBlocks(db, now);
}
