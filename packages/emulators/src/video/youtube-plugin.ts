// The YouTube Data API v3 emulator as one Fastify plugin: search.list and videos.list with
// an API key and a daily quota, thumbnails, the embed player and fault switches. Point the
// product's client at `{origin}{prefix}` instead of https://www.googleapis.com. Not wrapped
// in fastify-plugin: it stays encapsulated (its error handler and store are its own) and
// honours its prefix, e.g. /emulators/youtube.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FaultSchema } from '../faults';
import { controlRoutes } from './control';
import { mediaRoutes } from './media-routes';
import { type YoutubeEmulatorOptions, resolveVideoOptions } from './options';
import { createQuota } from './quota';
import { createVideoStore } from './video-store';
import { YOUTUBE_FAULTS, type YoutubeContext } from './youtube-context';
import { youtubeError } from './youtube-errors';
import { youtubeSearchRoutes } from './youtube-search';
import { youtubeVideosRoutes } from './youtube-videos';

const YoutubeControlSchema = z.strictObject({
  faults: z
    .strictObject({
      search: FaultSchema.nullable().optional(),
      videos: FaultSchema.nullable().optional(),
    })
    .optional(),
  // Units left today for the configured key; 0 makes the next videos.list answer
  // quotaExceeded.
  quotaRemaining: z.number().int().min(0).optional(),
  dailyQuota: z.number().int().min(0).optional(),
  // search.list calls left today; 0 makes the next search answer quotaExceeded.
  searchesRemaining: z.number().int().min(0).optional(),
  dailySearches: z.number().int().min(0).optional(),
});
type YoutubeControl = z.infer<typeof YoutubeControlSchema>;

export const youtubeEmulator: FastifyPluginAsync<YoutubeEmulatorOptions> = async (app, options) => {
  const resolved = resolveVideoOptions(options);
  // Built here, so two registrations never share videos, quota or switches.
  const store = createVideoStore(YOUTUBE_FAULTS, resolved.now);
  const quota = createQuota(resolved, resolved.now);
  const basePath = app.prefix;
  const context: YoutubeContext = {
    store,
    quota,
    apiKey: resolved.apiKey,
    media: (request: FastifyRequest) =>
      resolved.publicUrl ?? `${request.protocol}://${request.host}${basePath}`,
  };

  app.addHook('preClose', async () => store.faults.abortDelays());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'YouTube emulator failed');
    const message = status >= 500 ? 'Internal error encountered.' : error.message;
    const reason = status >= 500 ? 'backendError' : 'badRequest';
    return reply.status(status).send(youtubeError(status, message, { domain: 'global', reason }));
  });

  await app.register(youtubeSearchRoutes, { prefix: '/youtube/v3', ...context });
  await app.register(youtubeVideosRoutes, { prefix: '/youtube/v3', ...context });
  await app.register(mediaRoutes, { find: store.find });
  await app.register(controlRoutes<YoutubeControl>(), {
    prefix: '/__control',
    controlToken: options.controlToken,
    schema: YoutubeControlSchema,
    apply(change) {
      for (const name of YOUTUBE_FAULTS) {
        const fault = change.faults?.[name];
        if (fault !== undefined) store.faults.set(name, fault);
      }
      if (change.dailyQuota !== undefined) quota.units.setDaily(change.dailyQuota);
      if (change.quotaRemaining !== undefined) {
        quota.units.setRemaining(resolved.apiKey, change.quotaRemaining);
      }
      if (change.dailySearches !== undefined) quota.searches.setDaily(change.dailySearches);
      if (change.searchesRemaining !== undefined) {
        quota.searches.setRemaining(resolved.apiKey, change.searchesRemaining);
      }
    },
    state: () => ({ ...quota.state(resolved.apiKey), faults: store.faults.snapshot() }),
    stats: store.stats,
    reset() {
      store.reset();
      quota.reset();
    },
    invalid: (message) => youtubeError(400, message, { domain: 'global', reason: 'badRequest' }),
  });
};
