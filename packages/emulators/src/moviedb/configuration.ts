// GET /3/configuration (contract operation configuration-details): where images live and
// at which sizes: https://developer.themoviedb.org/reference/configuration-details
// Clients build a poster URL as secure_base_url + size + poster_path, so the base URL is
// this emulator's image route, absolute, as TMDB's is.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAuthorized } from './auth';
import { INVALID_API_KEY } from './errors';
import type { ResolvedMovieDbOptions } from './options';
import { POSTER_SIZES } from './poster-svg';

export type ConfigurationRoutesOptions = {
  options: ResolvedMovieDbOptions;
  /** The prefix the emulator is mounted at, e.g. /emulators/tmdb. */
  basePath: string;
};

// TMDB's lists; only posters are served, but clients may read any of them.
const SIZES = {
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
  poster_sizes: [...POSTER_SIZES],
  profile_sizes: ['w45', 'w185', 'h632', 'original'],
  still_sizes: ['w92', 'w185', 'w300', 'original'],
};

export const configurationRoutes: FastifyPluginAsync<ConfigurationRoutesOptions> = async (
  app,
  { options, basePath },
) => {
  // Browsers load the posters, so the public address wins over the one the server asked.
  const imageBase = (request: FastifyRequest) =>
    `${options.publicUrl ?? `${request.protocol}://${request.host}${basePath}`}/t/p/`;

  app.get<{ Querystring: Record<string, unknown> }>('/configuration', async (request, reply) => {
    if (!isAuthorized(request.query, request.headers.authorization, options)) {
      return reply.status(401).send(INVALID_API_KEY);
    }
    const base = imageBase(request);
    return {
      images: {
        // TMDB's base_url is the plain-http twin; the emulator has one address, so both
        // are it.
        base_url: base,
        secure_base_url: base,
        ...SIZES,
      },
      change_keys: ['adult', 'images', 'overview', 'poster_path', 'release_date', 'title'],
    };
  });
};
