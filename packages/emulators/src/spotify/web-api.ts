// Spotify's Web API (api.spotify.com/v1), the subset Moodtape uses. Answers follow the
// contract in shared/contracts/spotify-web-api.openapi.yml.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendFault } from '../faults';
import { checkBearer } from './bearer-auth';
import { findDemoAccount } from './demo-accounts';
import { webApiError, webApiFaultBody } from './errors';
import type { SpotifyStore } from './store';
import { refusedByUserList, sendNotRegistered } from './user-list';
import { privateUser } from './user-profile';

export type WebApiRoutesOptions = {
  store: SpotifyStore;
  basePath: string;
  publicUrl: string | undefined;
};

export const webApiRoutes: FastifyPluginAsync<WebApiRoutesOptions> = async (app, options) => {
  const { store, basePath, publicUrl } = options;
  // Links in answers point back at this emulator: where browsers reach it when that is
  // known, else the address this request came to.
  const emulatorUrl = (request: FastifyRequest) =>
    publicUrl ?? `${request.protocol}://${request.host}${basePath}`;

  app.get('/v1/me', async (request, reply) => {
    const fault = store.faults.take('me');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(webApiFaultBody(status)),
      });
    }
    const auth = checkBearer(store, request.headers.authorization);
    if (!auth.ok) return reply.status(auth.status).send(webApiError(auth.status, auth.message));
    const account = findDemoAccount(auth.token.userId);
    if (!account) return reply.status(401).send(webApiError(401, 'Invalid access token'));
    if (refusedByUserList(store, account.id)) return sendNotRegistered(reply);
    return privateUser(account, {
      emulatorUrl: emulatorUrl(request),
      scopes: auth.token.scopes,
      developmentMode: store.settings().developmentMode,
    });
  });
};
