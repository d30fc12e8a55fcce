// GET /v1/models (contract: ListModelsResponse). Any model name is accepted by chat
// completions; these are the ones the emulator lists.
import type { FastifyPluginAsync } from 'fastify';
import { checkApiKey } from './auth';

export const EMULATED_MODELS = ['moodtape-emulated-mini', 'moodtape-emulated-vision'] as const;

export const modelRoutes: FastifyPluginAsync<{ apiKey: string | undefined }> = async (
  app,
  { apiKey },
) => {
  app.get('/v1/models', async (request, reply) => {
    const denied = checkApiKey(request.headers.authorization, apiKey);
    if (denied) return reply.status(401).send(denied);
    return {
      object: 'list',
      data: EMULATED_MODELS.map((id) => ({
        id,
        object: 'model',
        created: 1_767_225_600,
        owned_by: 'moodtape',
      })),
    };
  });
};
