// GET /youtube/v3/search (search.list), videos only, answering the discovery document's
// SearchListResponse. Spends one search of the day's search bucket (AMENDMENTS A5); an invalid
// request spends 1 unit instead, as on the real API ("all API requests, including invalid
// requests, incur a quota cost of at least one point"). `q` may hold alternatives joined by
// the OR operator `|` ("boating|sailing"): a video found by any of them is found.
import type { FastifyPluginAsync } from 'fastify';
import { inBucket } from './durations';
import { encodePageToken } from './page-token';
import { orderVideos } from './video-order';
import { type YoutubeContext, guard } from './youtube-context';
import { etagOf, searchResult } from './youtube-objects';
import { readSearchRequest } from './youtube-search-request';

type Querystring = Record<string, unknown>;

export const youtubeSearchRoutes: FastifyPluginAsync<YoutubeContext> = async (app, context) => {
  app.get<{ Querystring: Querystring }>('/search', async (request, reply) => {
    const checked = await guard(context, 'search', 1, request, reply);
    if (checked.answered) return checked.answered;
    const read = readSearchRequest(request.query);
    if (!read.ok) {
      context.quota.units.spend(checked.key, 1);
      return reply.status(400).send(read.body);
    }
    context.quota.searches.spend(checked.key, 1);

    const { q, types, maxResults, pageToken, order, duration, parts } = read.request;
    const found = types.includes('video') ? context.store.search(q) : [];
    const videos = orderVideos(
      found.filter((video) => inBucket(video.durationSeconds, duration)),
      order,
    );
    // A prevPageToken marks where the page after it starts; the page before ends there.
    const start = !pageToken
      ? 0
      : pageToken.before
        ? Math.max(0, pageToken.offset - maxResults)
        : pageToken.offset;
    const end = start + maxResults;
    const media = context.media(request);
    const items = videos
      .slice(start, end)
      .map((video) => searchResult(video, media, parts.has('snippet')));
    const body = {
      ...(maxResults > 0 && end < videos.length
        ? { nextPageToken: encodePageToken({ offset: end, before: false }) }
        : {}),
      ...(start > 0 ? { prevPageToken: encodePageToken({ offset: start, before: true }) } : {}),
      regionCode: 'US',
      pageInfo: { totalResults: videos.length, resultsPerPage: maxResults },
      items,
    };
    return { kind: 'youtube#searchListResponse', etag: etagOf(body), ...body };
  });
};
