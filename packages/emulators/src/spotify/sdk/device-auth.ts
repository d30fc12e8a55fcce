// The SDK's device routes are called by the device itself, with the secret it got when it
// registered: `Authorization: Device <device_token>`.
import type { FastifyReply } from 'fastify';
import { webApiError } from '../errors';
import { PLAYER_ERRORS, sendWebApiError } from '../player-errors';
import type { Device, PlayerStore } from '../player-store';
import { safeEqual } from '../pkce';

export function deviceCaller(
  players: PlayerStore,
  id: string,
  authorization: string | undefined,
  reply: FastifyReply,
): Device | undefined {
  const token = /^Device\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) {
    sendWebApiError(reply, webApiError(401, 'No device token provided'));
    return undefined;
  }
  const device = players.find(id);
  if (!device) {
    sendWebApiError(reply, PLAYER_ERRORS.deviceNotFound);
    return undefined;
  }
  if (!safeEqual(token, device.token)) {
    sendWebApiError(reply, webApiError(401, 'Invalid device token'));
    return undefined;
  }
  return device;
}
