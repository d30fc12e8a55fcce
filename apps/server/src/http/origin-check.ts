// Browsers send Origin on cross-site writes; refusing foreign origins backs up the SameSite
// cookie against cross-site request forgery.
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin && origin !== allowed && origin !== `${request.protocol}://${request.host}`) {
      throw new ForbiddenError('Requests from other sites are not accepted.');
    }
  });
}
