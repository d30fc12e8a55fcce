// Spotify's accounts service, the server side: POST /api/token exchanges a code or a
// refresh token. Errors are OAuth-shaped, 400, as Spotify answers them.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { sendFault } from '../faults';
import { fieldsOf } from '../params';
import { oauthError, oauthFaultBody, sendOAuthError } from './errors';
import {
  type Caller,
  type GrantOutcome,
  authorizationCodeGrant,
  refreshTokenGrant,
} from './grants';
import { safeEqual } from './pkce';
import type { SpotifyStore } from './store';

export type TokenRoutesOptions = { store: SpotifyStore };

type ClientCredentials = { clientId: string; secret: string | undefined };

export const tokenRoutes: FastifyPluginAsync<TokenRoutesOptions> = async (app, { store }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'Spotify emulator token endpoint failed');
    const body =
      status >= 500
        ? oauthError('server_error', 'Server error')
        : oauthError('invalid_request', error.message);
    return reply.status(status).send(body);
  });

  app.post('/token', async (request, reply) => {
    // Spotify reads only form bodies; a JSON body is as good as no parameters at all.
    const contentType = (request.headers['content-type'] ?? '').toLowerCase();
    const field = fieldsOf(
      contentType.startsWith('application/x-www-form-urlencoded') ? request.body : undefined,
    );
    // `refresh` fails only refresh grants, so a test can sign in and then lose refreshing.
    const fault =
      store.faults.take('token') ??
      (field('grant_type') === 'refresh_token' ? store.faults.take('refresh') : undefined);
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) =>
          r.status(status).header('cache-control', 'no-store').send(oauthFaultBody(status)),
      });
    }

    const credentials = readClient(request.headers.authorization, field);
    const registered = credentials && store.findApp(credentials.clientId);
    if (!credentials || !registered) {
      return sendOAuthError(reply, 'invalid_client', 'Invalid client');
    }
    const { secret } = credentials;
    if (
      secret !== undefined &&
      !(registered.clientSecret && safeEqual(secret, registered.clientSecret))
    ) {
      return sendOAuthError(reply, 'invalid_client', 'Invalid client secret');
    }
    const caller: Caller = { app: registered, authenticated: secret !== undefined };

    const outcome = grant(field('grant_type'), caller, field);
    if (!outcome.ok) return sendOAuthError(reply, outcome.error, outcome.description);
    return reply.header('cache-control', 'no-store').send({
      access_token: outcome.tokens.accessToken,
      token_type: 'Bearer',
      scope: outcome.scopes.join(' '),
      expires_in: outcome.tokens.expiresIn,
      refresh_token: outcome.tokens.refreshToken,
    });
  });

  function grant(
    type: string | undefined,
    caller: Caller,
    field: (name: string) => string | undefined,
  ): GrantOutcome {
    if (type === 'authorization_code') return authorizationCodeGrant(store, caller, field);
    if (type === 'refresh_token') return refreshTokenGrant(store, caller, field);
    const description =
      type === undefined
        ? 'grant_type parameter is missing'
        : 'grant_type must be authorization_code or refresh_token';
    return { ok: false, error: 'unsupported_grant_type', description };
  }
};

/** The client is named by HTTP Basic (id:secret), or by client_id (and client_secret) fields. */
function readClient(
  authorization: string | undefined,
  field: (name: string) => string | undefined,
): ClientCredentials | undefined {
  if (authorization === undefined) {
    const clientId = field('client_id');
    return clientId ? { clientId, secret: field('client_secret') || undefined } : undefined;
  }
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!basic?.[1]) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  // An empty secret is no secret: the client is then treated as a public (PKCE) client.
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) || undefined };
}
