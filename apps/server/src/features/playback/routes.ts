// Playback routes (spec 4 Playback, spec 7 "play, pause and seek on a device"): thin wrappers
// that check the session and the body, then ask Spotify through the playback service.
import type { FastifyInstance } from 'fastify';
import {
  PausePlaybackRequestSchema,
  type PlayerConfigResponse,
  SeekPlaybackRequestSchema,
  StartPlaybackRequestSchema,
  TransferPlaybackRequestSchema,
} from '@moodtape/core';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import type { PlaybackService } from './service';

export function playerRoutes(
  app: FastifyInstance,
  deps: { playback: PlaybackService; sdkUrl: string },
) {
  const { playback, sdkUrl } = deps;

  app.get('/api/player/config', async (): Promise<PlayerConfigResponse> => ({ sdkUrl }));

  app.put('/api/player/play', async (request, reply) => {
    const ctx = await requireSession(request);
    const body = parse(StartPlaybackRequestSchema, request.body);
    await playback.play(ctx, {
      deviceId: body.device_id,
      uris: body.uris,
      offset: body.offset,
      positionMs: body.position_ms,
    });
    return reply.status(204).send();
  });

  app.put('/api/player/pause', async (request, reply) => {
    const ctx = await requireSession(request);
    const body = parse(PausePlaybackRequestSchema, request.body);
    await playback.pause(ctx, body.device_id);
    return reply.status(204).send();
  });

  // Takes back the playback another Spotify app took (Spotify Connect), playing.
  app.put('/api/player/transfer', async (request, reply) => {
    const ctx = await requireSession(request);
    const body = parse(TransferPlaybackRequestSchema, request.body);
    await playback.transfer(ctx, body.device_id);
    return reply.status(204).send();
  });

  app.put('/api/player/seek', async (request, reply) => {
    const ctx = await requireSession(request);
    const body = parse(SeekPlaybackRequestSchema, request.body);
    await playback.seek(ctx, body.device_id, body.position_ms);
    return reply.status(204).send();
  });
}
