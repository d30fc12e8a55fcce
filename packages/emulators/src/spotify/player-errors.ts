// The answers Spotify gives to player commands that cannot run, shared by the Web API player
// routes and the SDK's device routes. Texts and reasons are what api.spotify.com sends.
import type { FastifyReply } from 'fastify';
import { webApiError } from './errors';

type WebApiErrorBody = ReturnType<typeof webApiError>;

export const PLAYER_ERRORS = {
  premiumRequired: webApiError(403, 'Player command failed: Premium required', 'PREMIUM_REQUIRED'),
  noActiveDevice: webApiError(
    404,
    'Player command failed: No active device found',
    'NO_ACTIVE_DEVICE',
  ),
  // What Spotify answers to pausing a paused player, or to a command with nothing loaded.
  restrictionViolated: webApiError(403, 'Player command failed: Restriction violated', 'UNKNOWN'),
  deviceNotFound: webApiError(404, 'Device not found'),
  insufficientScope: webApiError(403, 'Insufficient client scope'),
} satisfies Record<string, WebApiErrorBody>;

export function sendWebApiError(reply: FastifyReply, body: WebApiErrorBody): FastifyReply {
  return reply.status(body.error.status).send(body);
}

export function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return sendWebApiError(reply, webApiError(400, message));
}
