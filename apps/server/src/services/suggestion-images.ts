// POST /api/enrich-suggestions-with-images (spec 7): movie and TV posters from the movie
// database, looked up a few at a time and cached in the database (found and not found);
// creators without a picture get a monogram served by us. A lookup that fails leaves that
// item without a picture; if enrichment fails as a whole, spec 8 says the suggestions are
// used as they came.
import type { Creator, ScreenSuggestion, Suggestions } from '@moodtape/core';
import type { Db } from '../db/client';
import { type CachedPoster, findCachedPosters, saveCachedPoster } from '../db/poster-cache';
import type { MovieDbClient, ScreenKind } from '../integrations/moviedb/client';
import { foldText } from '../lib/fold-text';
import { createSemaphore } from '../lib/semaphore';
import type { Logger } from './ai-answers';
import { monogramPath } from './monogram';

// TMDB's poster size for cards (https://developer.themoviedb.org/docs/image-basics).
const POSTER_SIZE = 'w342';
const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const POSTER_CACHE_MAX_AGE_MS = FOUND_TTL_MS;

export type SuggestionImages = ReturnType<typeof createSuggestionImages>;

export function createSuggestionImages(deps: {
  db: Db;
  clock: () => Date;
  logger: Logger;
  movieDb: MovieDbClient;
  imageBaseUrl: string;
  concurrency?: number;
}) {
  const { db, logger } = deps;

  async function posters(items: { kind: ScreenKind; item: ScreenSuggestion }[]) {
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
        try {
          const path = await deps.movieDb.findPosterPath(kind, item.title, yearOf(item));
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
    path ? `${deps.imageBaseUrl}${POSTER_SIZE}/${path.replace(/^\/+/, '')}` : null;

  return {
    async enrich(suggestions: Suggestions): Promise<Suggestions> {
      try {
        const screen = [
          ...suggestions.movies.map((item) => ({ kind: 'movie' as const, item })),
          ...suggestions.tvShows.map((item) => ({ kind: 'tv' as const, item })),
        ];
        const paths = await posters(screen);
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

export function posterKey(kind: ScreenKind, title: string, year: number | null): string {
  // JSON keeps the parts apart; folding drops control characters PostgreSQL cannot hold.
  return JSON.stringify([kind, foldText(title), year]);
}
