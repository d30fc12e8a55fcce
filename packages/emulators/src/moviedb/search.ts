// GET /3/search/movie and GET /3/search/tv, as in the contract (tmdb-api-v3.openapi.json,
// operations search-movie and search-tv): https://developer.themoviedb.org/reference/search-movie
// `include_adult`, `language` and `region` are accepted and change nothing: the catalogue
// has no adult titles and speaks English only.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFault } from '../faults';
import { single } from '../params';
import { isAuthorized } from './auth';
import type { MovieDbCatalog } from './catalog';
import { INVALID_API_KEY, INVALID_PAGE, tmdbErrorFor } from './errors';
import type { ResolvedMovieDbOptions } from './options';
import type { TitleRecord } from './records';
import { MAX_PAGE, movieResult, paged, tvResult } from './results';
import { rankTitles } from './search-ranking';
import type { MovieDbStore } from './store';

export type SearchRoutesOptions = {
  store: MovieDbStore;
  catalog: MovieDbCatalog;
  credentials: Pick<ResolvedMovieDbOptions, 'apiKey' | 'readToken'>;
};

type Query = Record<string, unknown>;

function pageOf(query: Query): number | null {
  const value = single(query.page);
  if (value === undefined || value === '') return 1;
  if (!/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

// The contract documents no error for a year that is not one, so it filters nothing.
function yearOf(query: Query, ...names: string[]): number | undefined {
  for (const name of names) {
    const value = single(query[name]);
    if (value !== undefined && /^\d{4}$/.test(value)) return Number(value);
  }
  return undefined;
}

export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, options) => {
  const { store, catalog, credentials } = options;

  async function search(
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    records: readonly TitleRecord[],
    year: number | undefined,
    toResult: (record: TitleRecord) => object,
  ) {
    store.countSearch();
    // Before the key is checked, as a rate limit or an outage at TMDB's edge would answer.
    const fault = store.faults.take('search');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(tmdbErrorFor(status)),
      });
    }
    if (!isAuthorized(request.query, request.headers.authorization, credentials)) {
      return reply.status(401).send(INVALID_API_KEY);
    }
    const page = pageOf(request.query);
    if (page === null) return reply.status(400).send(INVALID_PAGE);
    // TMDB answers an empty query with an empty page rather than an error.
    const query = single(request.query.query) ?? '';
    return paged(rankTitles(records, query, year), page, toResult);
  }

  app.get<{ Querystring: Query }>('/search/movie', (request, reply) =>
    search(
      request,
      reply,
      catalog.movies,
      yearOf(request.query, 'primary_release_year', 'year'),
      movieResult,
    ),
  );

  // `year` means "first aired or had an episode that year"; the emulator has no episodes,
  // so it reads as the first air date's year, like first_air_date_year.
  app.get<{ Querystring: Query }>('/search/tv', (request, reply) =>
    search(
      request,
      reply,
      catalog.shows,
      yearOf(request.query, 'first_air_date_year', 'year'),
      tvResult,
    ),
  );
};
