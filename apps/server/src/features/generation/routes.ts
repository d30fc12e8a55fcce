// Spec 7 generation routes. With `Accept: text/event-stream` they stream each song as the AI
// writes it and each track as Spotify finds it; otherwise they answer spec 7's `{content}`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AddSpecificSongRequestSchema,
  type ContentResponse,
  ExtendPlaylistRequestSchema,
  GeneratePlaylistRequestSchema,
  MESSAGES,
  parseSongList,
} from '@moodtape/core';
import { IntegrationError } from '../../errors';
import { abortOnDisconnect, sendEventStream, wantsEventStream } from '../../http/event-stream';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import type { AuthService } from '../auth';
import { readGenerationPhoto } from '../uploads';
import type { AiRateLimit } from './ai-calls';
import type { GenerationRequest, PlaylistGeneration } from './service';

// A 4 MB photo as base64 is about 5.6 MB; spec 9 caps the compressed photo at 4 MB.
const PHOTO_BODY_LIMIT = 6 * 1024 * 1024;
// Compressing an event stream would hold each song back until a block fills.
const NOT_COMPRESSED = { compress: false } as const;

export function generationRoutes(
  app: FastifyInstance,
  deps: {
    generation: PlaylistGeneration;
    auth: Pick<AuthService, 'serverAccessToken'>;
    rateLimit: AiRateLimit;
  },
) {
  const { generation, auth, rateLimit } = deps;

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    build: () => GenerationRequest | Promise<GenerationRequest>,
  ) {
    const ctx = await requireSession(request);
    const generationRequest = await build();
    await rateLimit.take(ctx.user.id);
    const signal = abortOnDisconnect(reply);
    if (wantsEventStream(request)) {
      const accessToken = await auth.serverAccessToken(ctx);
      const searcher = { accessToken, userId: ctx.user.id };
      return sendEventStream(reply, generation.stream(generationRequest, { searcher, signal }));
    }
    const content = await generation.content(generationRequest, signal);
    if (content === null) throw new IntegrationError('ai', null, MESSAGES.aiUnavailable);
    return { content } satisfies ContentResponse;
  }

  app.post(
    '/api/generate-playlist',
    { bodyLimit: PHOTO_BODY_LIMIT, ...NOT_COMPRESSED },
    (request, reply) =>
      answer(request, reply, async () => {
        const body = parse(GeneratePlaylistRequestSchema, request.body);
        const image = await readGenerationPhoto(body.selectedImage);
        return { kind: 'playlist', prompt: body.prompt, image };
      }),
  );

  app.post('/api/extend-playlist', NOT_COMPRESSED, (request, reply) =>
    answer(request, reply, () => {
      const body = parse(ExtendPlaylistRequestSchema, request.body);
      return { kind: 'extend' as const, currentSongs: parseSongList(body.currentSongs) };
    }),
  );

  app.post('/api/add-specific-song', NOT_COMPRESSED, (request, reply) =>
    answer(request, reply, () => {
      const body = parse(AddSpecificSongRequestSchema, request.body);
      return {
        kind: 'specific-song' as const,
        currentSongs: parseSongList(body.currentSongs),
        request: body.specificSongInput,
      };
    }),
  );
}
