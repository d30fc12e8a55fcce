// POST /api/enrich-suggestions-with-images (spec 7): movie and TV posters from the movie
// database, looked up a few at a time and cached in the database (found and not found);
// creators without a picture get a monogram served by us. A lookup that fails leaves that
// item without a picture; if enrichment fails as a whole, spec 8 says the suggestions are
// used as they came.
import { type Creator, type ScreenSuggestion, type Suggestions, foldText } from '@moodtape/core';
import { inArray, lt, sql } from 'drizzle-orm';
import type { MovieDbConfig } from '../../config';
import type { Db } from '../../db/client';
import { posterCache } from '../../db/schema';
import type { Logger } from '../../http/logger';
import {
  type MovieDbClient,
  type ScreenKind,
  createMovieDbClient,
} from '../../integrations/moviedb/client';
import { createSemaphore } from '../../lib/semaphore';
import type { DailyQuota } from '../limits';
import { monogramPath } from './monogram';

// TMDB's poster size for cards (https://developer.themoviedb.org/docs/image-basics).
const POSTER_SIZE = 'w342';
const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SuggestionImages = ReturnType<typeof createSuggestionImages>;

export function createSuggestionImages(deps: {
  db: Db;
  clock: () => Date;
  logger: Logger;
  config: MovieDbConfig;
  fetch: typeof fetch;
  quota: Pick<DailyQuota, 'trySpend'>;
  concurrency?: number;
}) {
  const { db, logger, config } = deps;
  const movieDb: MovieDbClient = createMovieDbClient({
    baseUrl: config.apiBaseUrl,
    apiKey: config.apiKey,
    readToken: config.readToken,
    fetch: deps.fetch,
    timeoutMs: config.timeoutMs,
  });

  async function posters(items: { kind: ScreenKind; item: ScreenSuggestion }[], userId: string) {
    const keys = items.map(({ kind, item }) => posterKey(kind, item.title, yearOf(item)));
    const now = deps.clock();
    const cached = await findCachedPosters(db, [...new Set(keys)]);
    const limit = createSemaphore(deps.concurrency ?? 4);
    const lookups = new Map<string, Promise<string | null>>();
    // Once the movie database fails (down, slow), the rest of this request does not wait.
    let unavailable = false;

    const lookup = (key: string, kind: ScreenKind, item: ScreenSuggestion) =>
      limit(async () => {
        if (unavailable) return null;
        // Past the person's daily share the card goes without a poster; nothing is cached.
        if (!(await deps.quota.trySpend(userId, 'posterLookups'))) return null;
        try {
          const path = await movieDb.findPosterPath(kind, item.title, yearOf(item));
          await saveCachedPoster(db, key, path, now);
          return path;
        } catch (error) {
          unavailable = true;
          logger.warn({ err: error, title: item.title }, 'poster lookup failed');
          return null;
        }
      });

    return Promise.all(
      items.map(({ kind, item }, i) => {
        const key = keys[i] as string;
        const hit = cached.get(key);
        if (hit && fresh(hit, now)) return Promise.resolve(hit.posterPath);
        let pending = lookups.get(key);
        if (!pending) lookups.set(key, (pending = lookup(key, kind, item)));
        return pending;
      }),
    );
  }

  const posterUrl = (path: string | null) =>
    path ? `${config.imageBaseUrl}${POSTER_SIZE}/${path.replace(/^\/+/, '')}` : null;

  return {
    // `userId`: whose daily share of poster lookups the lookups count against.
    async enrich(suggestions: Suggestions, userId: string): Promise<Suggestions> {
      try {
        const screen = [
          ...suggestions.movies.map((item) => ({ kind: 'movie' as const, item })),
          ...suggestions.tvShows.map((item) => ({ kind: 'tv' as const, item })),
        ];
        const paths = await posters(screen, userId);
        const withPoster = (item: ScreenSuggestion, i: number) => ({
          ...item,
          imageUrl: posterUrl(paths[i] ?? null),
        });
        const movieCount = suggestions.movies.length;
        return {
          movies: suggestions.movies.map((m, i) => withPoster(m, i)),
          tvShows: suggestions.tvShows.map((t, i) => withPoster(t, movieCount + i)),
          activities: suggestions.activities,
          creators: suggestions.creators.map(withMonogram),
        };
      } catch (error) {
        logger.warn({ err: error }, 'enrichment failed; answering the suggestions as they came');
        return suggestions;
      }
    },
  };
}

function fresh(entry: CachedPoster, now: Date): boolean {
  const ttl = entry.posterPath === null ? NOT_FOUND_TTL_MS : FOUND_TTL_MS;
  return now.getTime() - entry.fetchedAt.getTime() < ttl;
}

// A creator's own picture is kept when it is a web address or one of ours.
function withMonogram(creator: Creator): Creator {
  const own = creator.imageUrl?.trim() ?? '';
  const usable = /^https:\/\/\S+$/i.test(own) || /^\/api\/(images|monograms)\//.test(own);
  return usable ? creator : { ...creator, imageUrl: monogramPath(creator.name) };
}

function yearOf(item: ScreenSuggestion): number | null {
  const year = Number(item.year);
  return item.year !== null && Number.isInteger(year) && year > 1800 ? year : null;
}

function posterKey(kind: ScreenKind, title: string, year: number | null): string {
  // JSON keeps the parts apart; folding drops control characters PostgreSQL cannot hold.
  return JSON.stringify([kind, foldText(title), year]);
}

// Posters found (or not) in the movie database, by kind, normalized title and year.
type CachedPoster = { posterPath: string | null; fetchedAt: Date };

async function findCachedPosters(db: Db, keys: string[]): Promise<Map<string, CachedPoster>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(posterCache).where(inArray(posterCache.lookupKey, keys));
  return new Map(
    rows.map((r) => [r.lookupKey, { posterPath: r.posterPath, fetchedAt: r.fetchedAt }]),
  );
}

async function saveCachedPoster(
  db: Db,
  key: string,
  posterPath: string | null,
  now: Date,
): Promise<void> {
  await db
    .insert(posterCache)
    .values({ lookupKey: key, posterPath, fetchedAt: now })
    .onConflictDoUpdate({
      target: posterCache.lookupKey,
      set: { posterPath: sql`excluded.poster_path`, fetchedAt: sql`excluded.fetched_at` },
    });
}

// Run with the hourly sweep (app.ts): nothing older than the longest time a poster is kept.
export async function sweepPosterCache(db: Db, now: Date): Promise<void> {
  await db
    .delete(posterCache)
    .where(lt(posterCache.fetchedAt, new Date(now.getTime() - FOUND_TTL_MS)));
}
