// An Invidious instance's API as one Fastify plugin: GET /api/v1/search, thumbnails under
// /vi, the embed player and fault switches. Point the product's Invidious client at
// `{origin}{prefix}` instead of an instance's address. Not wrapped in fastify-plugin: it
// stays encapsulated and honours its prefix, e.g. /emulators/invidious.
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { FaultSchema, statusText } from '../faults';
import { controlRoutes } from './control';
import { invidiousSearchRoutes } from './invidious-search';
import { mediaRoutes } from './media-routes';
import { type InvidiousEmulatorOptions, resolveVideoOptions } from './options';
import { createVideoStore } from './video-store';

const InvidiousControlSchema = z.strictObject({
  faults: z.strictObject({ search: FaultSchema.nullable().optional() }).optional(),
});
type InvidiousControl = z.infer<typeof InvidiousControlSchema>;

// Invidious answers API errors as { error: message } (its error_json helper).
const invidiousError = (message: string) => ({ error: message });
const sendInvidiousError = (reply: FastifyReply, status: number) =>
  reply.status(status).send(invidiousError(statusText(status)));

export const invidiousEmulator: FastifyPluginAsync<InvidiousEmulatorOptions> = async (
  app,
  options,
) => {
  const { publicUrl, now } = resolveVideoOptions(options);
  const store = createVideoStore(['search'] as const, now);
  const basePath = app.prefix;

  app.addHook('preClose', async () => store.faults.abortDelays());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'Invidious emulator failed');
    return reply
      .status(status)
      .send(invidiousError(status >= 500 ? statusText(status) : error.message));
  });

  await app.register(invidiousSearchRoutes, {
    store,
    media: (request) => publicUrl ?? `${request.protocol}://${request.host}${basePath}`,
    sendError: sendInvidiousError,
  });
  await app.register(mediaRoutes, { find: store.find });
  await app.register(controlRoutes<InvidiousControl>(), {
    prefix: '/__control',
    controlToken: options.controlToken,
    schema: InvidiousControlSchema,
    apply(change) {
      const fault = change.faults?.search;
      if (fault !== undefined) store.faults.set('search', fault);
    },
    state: () => ({ faults: store.faults.snapshot() }),
    stats: store.stats,
    reset: store.reset,
    invalid: invidiousError,
  });
};
