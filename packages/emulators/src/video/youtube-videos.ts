// GET /youtube/v3/videos (videos.list) by `id`: up to 50 comma-separated ids, answered in
// the order asked, as the discovery document's VideoListResponse. Ids the platform does not
// have are left out without an error, as on the real API. Costs 1 quota unit.
import type { FastifyPluginAsync } from 'fastify';
import { single } from '../params';
import { VIDEOS_COST } from './options';
import { type YoutubeContext, guard } from './youtube-context';
import { requiredParameter, unknownPart, youtubeError } from './youtube-errors';
import { VIDEO_PARTS, etagOf, videoResource } from './youtube-objects';

// Parts the real API has that the emulator accepts and leaves empty.
const OTHER_PARTS = [
  'topicDetails',
  'recordingDetails',
  'liveStreamingDetails',
  'localizations',
  'paidProductPlacementDetails',
  'fileDetails',
  'processingDetails',
  'suggestions',
];

const MAX_IDS = 50;

function readVideosRequest(query: Record<string, unknown>) {
  const part = single(query.part);
  if (!part) return { error: requiredParameter('part') };
  const parts = part.split(',').map((p) => p.trim());
  const unknown = parts.find((p) => !VIDEO_PARTS.includes(p) && !OTHER_PARTS.includes(p));
  if (unknown !== undefined) return { error: unknownPart(unknown) };
  const id = single(query.id);
  if (id === undefined) {
    // chart=mostPopular and myRating (OAuth) are real filters Moodtape never uses.
    const filter = ['chart', 'myRating'].some((name) => query[name] !== undefined);
    const message = filter
      ? 'The emulator answers videos.list by id only.'
      : 'No filter selected. Expected one of: myRating, id, chart';
    return {
      error: youtubeError(400, message, {
        domain: 'youtube.parameter',
        reason: filter ? 'unsupportedFilter' : 'missingRequiredParameter',
      }),
    };
  }
  const ids = [...new Set(id.split(',').map((v) => v.trim()))].filter((v) => v !== '');
  if (ids.length > MAX_IDS) {
    const message = 'The request specifies an invalid filter parameter.';
    return {
      error: youtubeError(400, message, {
        domain: 'youtube.parameter',
        reason: 'invalidFilters',
        location: 'id',
        locationType: 'parameter',
      }),
    };
  }
  return { parts: new Set(parts), ids };
}

export const youtubeVideosRoutes: FastifyPluginAsync<YoutubeContext> = async (app, context) => {
  app.get<{ Querystring: Record<string, unknown> }>('/videos', async (request, reply) => {
    const checked = await guard(context, 'videos', VIDEOS_COST, request, reply);
    if (checked.answered) return checked.answered;
    const read = readVideosRequest(request.query);
    context.quota.units.spend(checked.key, VIDEOS_COST);
    if ('error' in read) return reply.status(400).send(read.error);

    const media = context.media(request);
    const items = read.ids
      .map((id) => context.store.find(id))
      .filter((video) => video !== undefined)
      .map((video) => videoResource(video, media, read.parts));
    const body = {
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
    return { kind: 'youtube#videoListResponse', etag: etagOf(body), ...body };
  });
};
