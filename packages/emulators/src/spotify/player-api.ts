// The Web API's player (api.spotify.com/v1/me/player): state, devices, transfer, play,
// pause and seek, for Premium users, on the devices the emulated SDK registers. Answers and
// error texts follow the contract and what Spotify really sends.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFault } from '../faults';
import { checkBearer } from './bearer-auth';
import { type DemoAccount, findDemoAccount } from './demo-accounts';
import { webApiError, webApiFaultBody } from './errors';
import { readPlayRequest } from './play-request';
import { PLAYER_ERRORS, badRequest, sendWebApiError } from './player-errors';
import { deviceObject, playbackStateObject } from './player-objects';
import type { PlayerStore } from './player-store';
import type { SpotifyStore } from './store';
import type { TrackUrls } from './track-object';

export type PlayerRoutesOptions = {
  store: SpotifyStore;
  players: PlayerStore;
  trackUrls: (request: FastifyRequest) => TrackUrls;
};

type DeviceQuery = { Querystring: { device_id?: unknown; position_ms?: unknown } };

const READ = 'user-read-playback-state';
const MODIFY = 'user-modify-playback-state';

export const playerRoutes: FastifyPluginAsync<PlayerRoutesOptions> = async (app, options) => {
  const { store, players, trackUrls } = options;

  // Spotify reads the body as JSON whatever its content type, and answers "Malformed json"
  // itself; so the body arrives here as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (_request, reply) => {
    store.countPlayer();
    const fault = store.faults.take('player');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(webApiFaultBody(status)),
      });
    }
    return undefined;
  });

  /** The caller's account, or undefined once the refusal is sent. */
  function caller(request: FastifyRequest, reply: FastifyReply, scope: string) {
    const auth = checkBearer(store, request.headers.authorization);
    if (!auth.ok) return refuse(reply, webApiError(auth.status, auth.message));
    const account = findDemoAccount(auth.token.userId);
    if (!account) return refuse(reply, webApiError(401, 'Invalid access token'));
    if (!auth.token.scopes.includes(scope)) {
      return refuse(reply, PLAYER_ERRORS.insufficientScope);
    }
    // Every command needs Premium; reading the state does not.
    if (scope === MODIFY && account.product !== 'premium') {
      return refuse(reply, PLAYER_ERRORS.premiumRequired);
    }
    return account;
  }

  /** The device a command targets: `device_id`, else the active device. */
  function target(account: DemoAccount, deviceId: unknown, reply: FastifyReply) {
    if (typeof deviceId === 'string' && deviceId !== '') {
      const device = players.find(deviceId);
      // A device the Web API does not know yet (just connected) is "not found" too.
      if (device?.userId === account.id && players.visible(device)) return device;
      return refuse(reply, PLAYER_ERRORS.deviceNotFound);
    }
    const active = players.activeDevice(account.id);
    return active ?? refuse(reply, PLAYER_ERRORS.noActiveDevice);
  }

  const done = (reply: FastifyReply) => reply.status(204).send();
  const restricted = (reply: FastifyReply) =>
    sendWebApiError(reply, PLAYER_ERRORS.restrictionViolated);

  app.get('/v1/me/player', async (request, reply) => {
    const account = caller(request, reply, READ);
    if (!account) return reply;
    const device = players.activeDevice(account.id);
    if (!device) return done(reply);
    return playbackStateObject(device, players, store.now(), trackUrls(request));
  });

  app.get('/v1/me/player/devices', async (request, reply) => {
    const account = caller(request, reply, READ);
    if (!account) return reply;
    const devices = players.devicesOf(account.id);
    return { devices: devices.map((device) => deviceObject(device, players)) };
  });

  app.put<{ Body: unknown }>('/v1/me/player', async (request, reply) => {
    const account = caller(request, reply, MODIFY);
    if (!account) return reply;
    const body = jsonObject(request.body);
    if (!body) return badRequest(reply, 'Malformed json');
    const { device_ids: ids, play } = body;
    if (!Array.isArray(ids) || ids.length === 0 || typeof ids[0] !== 'string') {
      return badRequest(reply, 'Missing required field: device_ids');
    }
    // Contract: "only a single device_id is currently supported".
    if (ids.length > 1) return badRequest(reply, 'Only one device id is supported');
    if (play !== undefined && typeof play !== 'boolean') return badRequest(reply, 'Invalid play');
    const device = players.find(ids[0]);
    if (device?.userId !== account.id || !players.visible(device)) {
      return sendWebApiError(reply, PLAYER_ERRORS.deviceNotFound);
    }
    players.transfer(device, play === true);
    return done(reply);
  });

  app.put<DeviceQuery & { Body: unknown }>('/v1/me/player/play', async (request, reply) => {
    const account = caller(request, reply, MODIFY);
    if (!account) return reply;
    const body = jsonObject(request.body);
    if (!body) return badRequest(reply, 'Malformed json');
    const read = readPlayRequest(body);
    if (!read.ok) return badRequest(reply, read.problem);
    const device = target(account, request.query.device_id, reply);
    if (!device) return reply;
    if (read.request.kind === 'load') players.load(device, read.request);
    else if (!device.playback) return restricted(reply);
    else if (device.playback.paused) players.resume(device);
    return done(reply);
  });

  app.put<DeviceQuery>('/v1/me/player/pause', async (request, reply) => {
    const account = caller(request, reply, MODIFY);
    if (!account) return reply;
    const device = target(account, request.query.device_id, reply);
    if (!device) return reply;
    // Spotify answers a pause of a paused player with this error, not with success.
    if (!device.playback || device.playback.paused) return restricted(reply);
    players.pause(device);
    return done(reply);
  });

  app.put<DeviceQuery>('/v1/me/player/seek', async (request, reply) => {
    const account = caller(request, reply, MODIFY);
    if (!account) return reply;
    const { position_ms: positionMs, device_id: deviceId } = request.query;
    if (positionMs === undefined || positionMs === '') {
      return badRequest(reply, 'Missing required field: position_ms');
    }
    if (typeof positionMs !== 'string' || !/^\d+$/.test(positionMs)) {
      return badRequest(reply, 'Invalid position_ms');
    }
    const device = target(account, deviceId, reply);
    if (!device) return reply;
    if (!device.playback) return restricted(reply);
    players.seek(device, Number(positionMs));
    return done(reply);
  });
};

/** Sends the error; for helpers that answer "nothing" once they have refused. */
function refuse(reply: FastifyReply, body: Parameters<typeof sendWebApiError>[1]): undefined {
  sendWebApiError(reply, body);
  return undefined;
}

/** The body as a JSON object; an empty body is an empty object; null when malformed. */
function jsonObject(body: unknown): Record<string, unknown> | null {
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) {
    return {};
  }
  if (typeof body !== 'string') return null;
  try {
    const value: unknown = JSON.parse(body);
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    return isObject ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
