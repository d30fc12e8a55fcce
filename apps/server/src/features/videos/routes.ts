// The videos around a playlist (spec 7): POST /api/generate-video-queries asks the AI for the
// four groups' searches and a gradient; GET /api/search/videos runs one search through the
// fallback chain (AMENDMENTS A5); GET /api/videos/config tells the page where to embed from.
import type { FastifyInstance } from 'fastify';
import {
  type VideoQueriesResponse,
  type VideoSearchResponse,
  type VideosConfigResponse,
  VideoSearchQuerySchema,
} from '@moodtape/core';
import { abortOnDisconnect } from '../../http/event-stream';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import { type AroundTheMusicRequestReader } from '../generation';
import type { VideoSearch } from './search';
import type { VideoQueriesService } from './video-queries';

export function videoRoutes(
  app: FastifyInstance,
  deps: {
    videoQueries: VideoQueriesService;
    videoSearch: VideoSearch;
    readRequest: AroundTheMusicRequestReader;
    embedUrl: string;
  },
) {
  app.post('/api/generate-video-queries', async (request, reply): Promise<VideoQueriesResponse> => {
    const input = await deps.readRequest(request);
    const queries = await deps.videoQueries.write(input, abortOnDisconnect(reply));
    // spec 7: "content" is the JSON text, with the gradient already rebuilt by our code.
    return { content: JSON.stringify(queries) };
  });

  // Signed in only: every search may spend the platform's small quota.
  app.get('/api/search/videos', async (request): Promise<VideoSearchResponse> => {
    const ctx = await requireSession(request);
    const query = parse(VideoSearchQuerySchema, request.query);
    return { videos: await deps.videoSearch.search(query, ctx.user.id) };
  });

  app.get('/api/videos/config', async (): Promise<VideosConfigResponse> => ({
    embedUrl: deps.embedUrl,
  }));
}
