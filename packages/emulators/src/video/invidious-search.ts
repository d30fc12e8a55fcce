// GET /api/v1/search of an Invidious instance (shared/contracts/invidious-api.md): a JSON
// array of results, 20 a page like YouTube's own pages, `page` from 1. Parameters are read
// the way Invidious reads them (src/invidious/search/filters.cr): an unknown or missing
// value falls back to the default instead of failing, and an empty `q` answers [].
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFault } from '../faults';
import { single } from '../params';
import { type DurationBucket, DURATION_BUCKETS, inBucket } from './durations';
import { searchVideo } from './invidious-objects';
import { type VideoOrder, orderVideos } from './video-order';
import type { VideoStore } from './video-store';

export const INVIDIOUS_PAGE_SIZE = 20;

export type InvidiousSearchOptions = {
  store: VideoStore<'search'>;
  media: (request: FastifyRequest) => string;
  /** Invidious's error body for an injected fault's status. */
  sendError: (reply: FastifyReply, status: number) => FastifyReply;
};

// `sort` per the contract; older instances read `sort_by` with the long names.
const SORTS: Record<string, VideoOrder> = {
  relevance: 'relevance',
  rating: 'rating',
  date: 'date',
  upload_date: 'date',
  views: 'viewCount',
  view_count: 'viewCount',
};

// `date`: uploaded within the last hour, day, week, month or year.
const DATES: Record<string, number> = {
  hour: 3_600_000,
  today: 86_400_000,
  week: 7 * 86_400_000,
  month: 31 * 86_400_000,
  year: 365 * 86_400_000,
};

export const invidiousSearchRoutes: FastifyPluginAsync<InvidiousSearchOptions> = async (
  app,
  { store, media, sendError },
) => {
  app.get<{ Querystring: Record<string, unknown> }>('/api/v1/search', async (request, reply) => {
    store.count('search');
    const fault = store.faults.take('search');
    if (fault) {
      return sendFault(reply, fault, { signal: store.faults.signal, sendDefault: sendError });
    }
    const field = (name: string) => single(request.query[name])?.toLowerCase();
    const q = single(request.query.q)?.trim() ?? '';
    const page = Math.max(1, Number.parseInt(field('page') ?? '1', 10) || 1);
    // Only videos are emulated: type=video and all (the default) list them, channel,
    // playlist, movie and show searches find nothing.
    const type = field('type') ?? 'all';
    if (q === '' || (type !== 'video' && type !== 'all')) return [];

    const duration = DURATION_BUCKETS.find((b): b is DurationBucket => b === field('duration'));
    const order = SORTS[field('sort') ?? field('sort_by') ?? ''] ?? 'relevance';
    const within = DATES[field('date') ?? ''];
    const now = store.now();
    const found = store
      .search(q)
      .filter((video) => inBucket(video.durationSeconds, duration))
      .filter((video) => within === undefined || now - video.publishedAt <= within);
    const start = (page - 1) * INVIDIOUS_PAGE_SIZE;
    const base = media(request);
    return orderVideos(found, order)
      .slice(start, start + INVIDIOUS_PAGE_SIZE)
      .map((video) => searchVideo(video, base, now));
  });
};
