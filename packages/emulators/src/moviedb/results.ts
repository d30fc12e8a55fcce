// Search results in the contract's shapes (tmdb-api-v3.openapi.json, search-movie and
// search-tv), field for field, in TMDB's order. backdrop_path is null: the emulator has
// posters only, and TMDB answers null for many titles too (see the contract's example).
import type { TitleRecord } from './records';

export function movieResult(record: TitleRecord) {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: record.genreIds,
    id: record.id,
    original_language: record.language,
    original_title: record.title,
    overview: record.overview,
    popularity: record.popularity,
    poster_path: record.posterPath,
    release_date: record.date,
    title: record.title,
    video: false,
    vote_average: record.voteAverage,
    vote_count: record.voteCount,
  };
}

export function tvResult(record: TitleRecord) {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: record.genreIds,
    id: record.id,
    origin_country: [record.country],
    original_language: record.language,
    original_name: record.title,
    overview: record.overview,
    popularity: record.popularity,
    poster_path: record.posterPath,
    first_air_date: record.date,
    name: record.title,
    vote_average: record.voteAverage,
    vote_count: record.voteCount,
  };
}

// TMDB pages hold 20 results and it serves at most 500 pages.
export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export function paged<T, R>(found: readonly T[], page: number, toResult: (item: T) => R) {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: found.slice(start, start + PAGE_SIZE).map(toResult),
    total_pages: Math.max(1, Math.ceil(found.length / PAGE_SIZE)),
    total_results: found.length,
  };
}
