// The SDK's own connection, standing in for the private one the real Web Playback SDK keeps
// with Spotify: a page registers a device with its access token, then holds an event stream
// open; the device lives as long as that stream. Not part of Spotify's public contract.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkBearer } from '../bearer-auth';
import { findDemoAccount } from '../demo-accounts';
import { webApiError } from '../errors';
import { badRequest, sendWebApiError } from '../player-errors';
import type { DeviceStream, PlayerStore } from '../player-store';
import type { SpotifyStore } from '../store';
import type { TrackUrls } from '../track-object';
import { deviceCaller } from './device-auth';
import { sdkState } from './sdk-state';

export type SdkDeviceRoutesOptions = {
  store: SpotifyStore;
  players: PlayerStore;
  trackUrls: (request: FastifyRequest) => TrackUrls;
};

// Proxies drop connections that stay silent for long; a comment line every 15 s keeps it open.
const KEEPALIVE_MS = 15_000;

const RegisterBody = z.object({
  name: z.string().trim().min(1).max(200),
  volume: z.number().min(0).max(1).default(1),
});

type DeviceParams = { Params: { id: string } };

export const sdkDeviceRoutes: FastifyPluginAsync<SdkDeviceRoutesOptions> = async (app, options) => {
  const { store, players, trackUrls } = options;

  app.post('/v1/devices', async (request, reply) => {
    const auth = checkBearer(store, request.headers.authorization);
    if (!auth.ok) return sendWebApiError(reply, webApiError(auth.status, auth.message));
    // The real SDK reports a token without `streaming` with this very text.
    if (!auth.token.scopes.includes('streaming')) {
      return sendWebApiError(reply, webApiError(401, 'Invalid token scopes.'));
    }
    const account = findDemoAccount(auth.token.userId);
    if (!account) return sendWebApiError(reply, webApiError(401, 'Invalid access token'));
    if (account.product !== 'premium') {
      return sendWebApiError(reply, webApiError(403, 'Premium required', 'PREMIUM_REQUIRED'));
    }
    const body = RegisterBody.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, 'Invalid device: give a name and a volume 0..1');
    const device = players.register({
      userId: account.id,
      clientId: auth.token.clientId,
      name: body.data.name,
      volume: body.data.volume,
      tokenExpiresAt: auth.token.expiresAt,
    });
    return reply.status(201).send({ device_id: device.id, device_token: device.token });
  });

  app.get<DeviceParams>('/v1/devices/:id/events', async (request, reply) => {
    const device = deviceCaller(players, request.params.id, request.headers.authorization, reply);
    if (!device) return reply;
    const raw = reply.raw;
    const urls = trackUrls(request);
    const stream: DeviceStream = {
      send(event) {
        if (raw.destroyed || raw.writableEnded) return;
        const data =
          event === 'state' ? sdkState(device, store.now(), urls, players.relinking) : {};
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end() {
        if (!raw.destroyed && !raw.writableEnded) raw.end();
      },
    };
    if (!players.openStream(device, stream)) {
      return sendWebApiError(reply, webApiError(409, 'Device already connected'));
    }
    // The stream is written by hand; Fastify must not answer too.
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS).unref();
    // The device goes when its page goes (or the stream breaks), as the real SDK's does.
    raw.on('close', () => {
      clearInterval(keepalive);
      players.remove(device);
    });
    stream.send('state');
    return reply;
  });

  app.put<DeviceParams & { Body: unknown }>('/v1/devices/:id/token', async (request, reply) => {
    const device = deviceCaller(players, request.params.id, request.headers.authorization, reply);
    if (!device) return reply;
    const given = z.object({ access_token: z.string().min(1) }).safeParse(request.body);
    if (!given.success) return badRequest(reply, 'Missing required field: access_token');
    const auth = checkBearer(store, `Bearer ${given.data.access_token}`);
    if (
      !auth.ok ||
      auth.token.userId !== device.userId ||
      !auth.token.scopes.includes('streaming')
    ) {
      // As when the real SDK cannot renew its token: playback stops and the device goes.
      players.expire(device);
      const message = auth.ok ? 'Invalid access token' : auth.message;
      return sendWebApiError(reply, webApiError(401, message));
    }
    players.renewToken(device, auth.token.expiresAt);
    return reply.status(204).send();
  });

  app.delete<DeviceParams>('/v1/devices/:id', async (request, reply) => {
    const device = deviceCaller(players, request.params.id, request.headers.authorization, reply);
    if (!device) return reply;
    players.remove(device);
    return reply.status(204).send();
  });
};
