// What a page does to its own player through the SDK (player.pause(), .seek(), ...):
// `PUT /v1/devices/:id/<command>` with the device's secret. Unlike the Web API, pausing a
// paused player is no error here, as calling the real SDK's pause() twice is none.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PLAYER_ERRORS, badRequest, sendWebApiError } from '../player-errors';
import type { Device, PlayerStore } from '../player-store';
import { deviceCaller } from './device-auth';

export type SdkCommandRoutesOptions = { players: PlayerStore };

/** Runs a command; answers a problem with the body, if any. */
type Command = (device: Device, body: unknown) => string | undefined;

const SeekBody = z.object({ position_ms: z.number().min(0) });
const VolumeBody = z.object({ volume: z.number().min(0).max(1) });
const NameBody = z.object({ name: z.string().trim().min(1).max(200) });

// With nothing loaded the real SDK refuses these with a playback error.
const NEED_PLAYBACK = new Set(['pause', 'resume', 'toggle', 'seek', 'next', 'previous']);

export const sdkCommandRoutes: FastifyPluginAsync<SdkCommandRoutesOptions> = async (
  app,
  { players },
) => {
  const commands: Record<string, Command> = {
    pause(device) {
      if (!device.playback?.paused) players.pause(device);
      return undefined;
    },
    resume(device) {
      if (device.playback?.paused) players.resume(device);
      return undefined;
    },
    toggle(device) {
      if (device.playback?.paused) players.resume(device);
      else players.pause(device);
      return undefined;
    },
    seek(device, body) {
      const parsed = SeekBody.safeParse(body);
      if (!parsed.success) return 'Invalid position_ms';
      players.seek(device, Math.round(parsed.data.position_ms));
      return undefined;
    },
    next(device) {
      players.next(device);
      return undefined;
    },
    previous(device) {
      players.previous(device);
      return undefined;
    },
    volume(device, body) {
      const parsed = VolumeBody.safeParse(body);
      if (!parsed.success) return 'Invalid volume';
      players.setVolume(device, parsed.data.volume);
      return undefined;
    },
    // activateElement(): the page's click lets audio start (the autoplay switch).
    activate(device) {
      players.activateElement(device);
      return undefined;
    },
    name(device, body) {
      const parsed = NameBody.safeParse(body);
      if (!parsed.success) return 'Invalid name';
      device.name = parsed.data.name;
      return undefined;
    },
  };

  for (const [name, command] of Object.entries(commands)) {
    app.put<{ Params: { id: string }; Body: unknown }>(
      `/v1/devices/:id/${name}`,
      async (request, reply) => {
        const { params, headers } = request;
        const device = deviceCaller(players, params.id, headers.authorization, reply);
        if (!device) return reply;
        if (NEED_PLAYBACK.has(name) && !device.playback) {
          return sendWebApiError(reply, PLAYER_ERRORS.restrictionViolated);
        }
        const problem = command(device, request.body);
        return problem ? badRequest(reply, problem) : reply.status(204).send();
      },
    );
  }
};
