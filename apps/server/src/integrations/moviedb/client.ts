// The movie database (TMDB v3) for movie and TV posters (AMENDMENTS A5: enrichment runs on
// the server). A v3 key is sent as `api_key`, a read access token as a Bearer header.
import { foldText } from '@moodtape/core';
import { type Fetch, getJson } from '../http-json';
import { MovieDbErrorSchema, type MovieDbResult, MovieDbSearchSchema } from './schemas';

export type ScreenKind = 'movie' | 'tv';
export type MovieDbClient = ReturnType<typeof createMovieDbClient>;

export function createMovieDbClient(options: {
  baseUrl: string;
  apiKey: string | undefined;
  readToken: string | undefined;
  fetch: Fetch;
  timeoutMs: number;
}) {
  const headers: Record<string, string> = options.readToken
    ? { authorization: `Bearer ${options.readToken}` }
    : {};

  async function search(kind: ScreenKind, title: string, year: number | null) {
    const params = new URLSearchParams({ query: title, include_adult: 'false' });
    if (year !== null) params.set(kind === 'movie' ? 'year' : 'first_air_date_year', String(year));
    if (!options.readToken && options.apiKey) params.set('api_key', options.apiKey);
    const answer = await getJson({
      fetch: options.fetch,
      service: 'tmdb',
      label: 'The movie database',
      url: `${options.baseUrl}/3/search/${kind}?${params}`,
      headers,
      timeoutMs: options.timeoutMs,
      schema: MovieDbSearchSchema,
      reasonOf: (body) => {
        const parsed = MovieDbErrorSchema.safeParse(body);
        return parsed.success ? `tmdb_${parsed.data.status_code}` : undefined;
      },
    });
    return answer.results;
  }

  return {
    // The poster path of the best match, or null when the database has none. A year the AI
    // got wrong would hide the title, so a search by year that finds nothing is retried
    // without it.
    async findPosterPath(kind: ScreenKind, title: string, year: number | null) {
      let results = await search(kind, title, year);
      if (results.length === 0 && year !== null) results = await search(kind, title, null);
      return bestPoster(results, title);
    },
  };
}

function bestPoster(results: MovieDbResult[], title: string): string | null {
  const wanted = foldText(title);
  const withPoster = results.filter((r) => r.poster_path);
  const exact = withPoster.find((r) => foldText(r.title ?? r.name ?? '') === wanted);
  return (exact ?? withPoster[0])?.poster_path ?? null;
}
