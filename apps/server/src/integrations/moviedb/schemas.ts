// TMDB v3 answers Moodtape reads, checked against tmdb-api-v3.openapi.json (search-movie,
// search-tv): only the title or name and the poster path of each result.
import { z } from 'zod';

export const MovieDbSearchSchema = z.object({
  results: z
    .array(
      z.object({
        title: z.string().optional(),
        name: z.string().optional(),
        poster_path: z.string().nullable().optional(),
      }),
    )
    .default([]),
});
export type MovieDbResult = z.infer<typeof MovieDbSearchSchema>['results'][number];

// { status_code, status_message, success: false }
export const MovieDbErrorSchema = z.object({ status_code: z.number() });
