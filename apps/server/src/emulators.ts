// AMENDMENTS A7: every outside service that is not configured is answered by its emulator,
// mounted in this server under /emulators/<service>. The product reaches it like the real
// service, through its adapter and a base URL chosen in config.ts.
import type { FastifyInstance } from 'fastify';
import {
  invidiousEmulator,
  movieDbEmulator,
  spotifyEmulator,
  youtubeEmulator,
} from '@moodtape/emulators';
import { type Config, EMULATOR_PREFIX } from './config';

export async function mountEmulators(app: FastifyInstance, config: Config) {
  // Links the browser follows (consent page, thumbnails, posters) use the public address.
  const publicUrl = (service: string) => `${config.publicUrl}${EMULATOR_PREFIX}/${service}`;
  const prefix = (service: string) => `${EMULATOR_PREFIX}/${service}`;

  if (config.spotify.emulated) {
    await app.register(spotifyEmulator, {
      prefix: prefix('spotify'),
      publicUrl: publicUrl('spotify'),
      apps: [
        {
          name: 'Moodtape',
          clientId: config.spotify.clientId,
          redirectUris: [config.spotify.redirectUri],
        },
      ],
    });
  }
  if (config.video.youtube.emulated) {
    await app.register(youtubeEmulator, {
      prefix: prefix('youtube'),
      publicUrl: publicUrl('youtube'),
      apiKey: config.video.youtube.apiKey,
    });
  }
  if (config.video.alternative.emulated) {
    await app.register(invidiousEmulator, {
      prefix: prefix('invidious'),
      publicUrl: publicUrl('invidious'),
    });
  }
  if (config.movieDb.emulated) {
    await app.register(movieDbEmulator, {
      prefix: prefix('tmdb'),
      publicUrl: publicUrl('tmdb'),
      ...(config.movieDb.apiKey ? { apiKey: config.movieDb.apiKey } : {}),
    });
  }
}
