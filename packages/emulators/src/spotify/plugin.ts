// The Spotify emulator as one Fastify plugin. Deliberately not wrapped in fastify-plugin:
// it stays encapsulated (its body parser, error handler and store are its own) and honours
// the prefix it is registered with, e.g. /emulators/spotify.
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountsRoutes } from './accounts';
import { avatarRoutes } from './avatars';
import { controlRoutes } from './control';
import { COVERS_PREFIX, coverRoutes } from './covers';
import { webApiError } from './errors';
import { libraryRoutes } from './library-api';
import { type SpotifyEmulatorOptions, resolveOptions } from './options';
import { playerRoutes } from './player-api';
import { createPlayerStore } from './player-store';
import { playlistRoutes } from './playlist-api';
import { sdkRoutes } from './sdk/sdk-routes';
import { createSpotifyStore } from './store';
import { searchRoutes } from './search';
import type { TrackUrls } from './track-object';
import { tokenRoutes } from './token';
import { webApiRoutes } from './web-api';

export const spotifyEmulator: FastifyPluginAsync<SpotifyEmulatorOptions> = async (app, options) => {
  // Built here, so two registrations never share codes, tokens or switches.
  const resolved = resolveOptions(options);
  const store = createSpotifyStore(resolved);
  const players = createPlayerStore(resolved);
  const basePath = app.prefix;
  // Links to the API point where this request came; images where browsers reach the
  // emulator when that is known.
  const trackUrls = (request: FastifyRequest): TrackUrls => {
    const origin = `${request.protocol}://${request.host}${basePath}`;
    return { apiUrl: `${origin}/api`, emulatorUrl: resolved.publicUrl ?? origin };
  };

  // The host app may already parse forms for every route; a second parser would throw.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    await app.register(formbody);
  }
  app.addHook('preClose', async () => {
    store.faults.abortDelays();
    // Event streams never end by themselves; the server could not close while one is open.
    players.close();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'Spotify emulator failed');
    return reply
      .status(status)
      .send(webApiError(status, status >= 500 ? 'Server error' : error.message));
  });

  await app.register(accountsRoutes, { prefix: '/accounts', store, basePath });
  await app.register(tokenRoutes, { prefix: '/accounts/api', store });
  await app.register(webApiRoutes, {
    prefix: '/api',
    store,
    basePath,
    publicUrl: resolved.publicUrl,
  });
  await app.register(searchRoutes, {
    prefix: '/api',
    store,
    basePath,
    publicUrl: resolved.publicUrl,
  });
  await app.register(playerRoutes, { prefix: '/api', store, players, trackUrls });
  await app.register(playlistRoutes, { prefix: '/api', store, trackUrls });
  await app.register(libraryRoutes, { prefix: '/api', store });
  await app.register(sdkRoutes, { prefix: '/sdk', store, players, trackUrls });
  await app.register(coverRoutes, { prefix: COVERS_PREFIX });
  await app.register(avatarRoutes, { prefix: '/images/avatars' });
  await app.register(controlRoutes, {
    prefix: '/__control',
    store,
    players,
    controlToken: options.controlToken,
  });
};
