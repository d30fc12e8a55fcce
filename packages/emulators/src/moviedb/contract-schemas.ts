// The contract's shapes as small zod schemas, for tests: tmdb-api-v3.openapi.json
// (search-movie, search-tv, configuration-details, and the error body of its 401 example).
// Strict, so a field the contract lacks fails a test too.
import { z } from 'zod';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const path = z
  .string()
  .regex(/^\/[A-Za-z0-9]+\.svg$/)
  .nullable();

const common = {
  adult: z.boolean(),
  backdrop_path: path,
  genre_ids: z.array(z.number().int()),
  id: z.number().int().positive(),
  original_language: z.string().regex(/^[a-z]{2}$/),
  overview: z.string(),
  popularity: z.number(),
  poster_path: path,
  vote_average: z.number().min(0).max(10),
  vote_count: z.number().int().min(0),
};

export const MovieResultSchema = z.strictObject({
  ...common,
  original_title: z.string(),
  release_date: date,
  title: z.string(),
  video: z.boolean(),
});

export const TvResultSchema = z.strictObject({
  ...common,
  origin_country: z.array(z.string().regex(/^[A-Z]{2}$/)),
  original_name: z.string(),
  first_air_date: date,
  name: z.string(),
});

export function pageSchema<T extends z.ZodType>(result: T) {
  return z.strictObject({
    page: z.number().int().min(1),
    results: z.array(result),
    total_pages: z.number().int().min(0),
    total_results: z.number().int().min(0),
  });
}

export const MoviePageSchema = pageSchema(MovieResultSchema);
export const TvPageSchema = pageSchema(TvResultSchema);

export const TmdbErrorSchema = z.strictObject({
  status_code: z.number().int(),
  status_message: z.string(),
  success: z.literal(false),
});

export const ConfigurationSchema = z.strictObject({
  images: z.strictObject({
    base_url: z.url(),
    secure_base_url: z.url(),
    backdrop_sizes: z.array(z.string()),
    logo_sizes: z.array(z.string()),
    poster_sizes: z.array(z.string()),
    profile_sizes: z.array(z.string()),
    still_sizes: z.array(z.string()),
  }),
  change_keys: z.array(z.string()),
});
