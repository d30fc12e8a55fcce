// The movie database (TMDB v3) emulator as one Fastify plugin: search for movies and shows,
// configuration and posters, for demo mode and tests (AMENDMENTS A5, A7). Point the
// product's TMDB client at `{origin}{prefix}/3`. Not wrapped in fastify-plugin: it stays
// encapsulated and honours its prefix, e.g. /emulators/tmdb.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { MOVIEDB_CATALOG } from './catalog';
import { configurationRoutes } from './configuration';
import { movieDbControlRoutes } from './control';
import { NOT_FOUND, tmdbErrorFor } from './errors';
import { imageRoutes } from './images';
import { type MovieDbEmulatorOptions, resolveMovieDbOptions } from './options';
import { searchRoutes } from './search';
import { createMovieDbStore } from './store';

export const movieDbEmulator: FastifyPluginAsync<MovieDbEmulatorOptions> = async (app, options) => {
  // Built here, so two registrations never share switches or counts.
  const resolved = resolveMovieDbOptions(options);
  const store = createMovieDbStore();
  const catalog = MOVIEDB_CATALOG;

  app.addHook('preClose', async () => store.faults.abortDelays());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'TMDB emulator failed');
    return reply.status(status).send(tmdbErrorFor(status));
  });
  // TMDB answers an unknown path with code 34.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(NOT_FOUND));

  await app.register(searchRoutes, { prefix: '/3', store, catalog, credentials: resolved });
  await app.register(configurationRoutes, {
    prefix: '/3',
    options: resolved,
    basePath: app.prefix,
  });
  await app.register(imageRoutes, { prefix: '/t/p', store, catalog });
  await app.register(movieDbControlRoutes, {
    prefix: '/__control',
    store,
    controlToken: options.controlToken,
  });
};
