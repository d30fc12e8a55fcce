// What every YouTube Data API route of the emulator checks first, in the real API's order:
// an injected fault, then the API key (`key=`), then whether the key's daily quota still
// covers the call: search.list a search of the day's search bucket, other calls their units.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFault } from '../faults';
import { single } from '../params';
import type { DailyPool, Quota } from './quota';
import type { VideoStore } from './video-store';
import {
  KEY_INVALID_BODY,
  MISSING_KEY_BODY,
  YOUTUBE_QUOTA_EXCEEDED_BODY,
  youtubeFaultBody,
} from './youtube-errors';

export const YOUTUBE_FAULTS = ['search', 'videos'] as const;
export type YoutubeFault = (typeof YOUTUBE_FAULTS)[number];

export type YoutubeContext = {
  store: VideoStore<YoutubeFault>;
  quota: Quota;
  apiKey: string;
  /** Where browsers reach this emulator's thumbnails and player, for this request. */
  media: (request: FastifyRequest) => string;
};

type Guarded = { answered: FastifyReply } | { answered: null; key: string };

/** Where a call's cost is drawn from (AMENDMENTS A5: searches have a bucket of their own). */
export function poolOf(context: YoutubeContext, endpoint: YoutubeFault): DailyPool {
  return endpoint === 'search' ? context.quota.searches : context.quota.units;
}

export async function guard(
  context: YoutubeContext,
  endpoint: YoutubeFault,
  cost: number,
  request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
  reply: FastifyReply,
): Promise<Guarded> {
  const { store, apiKey } = context;
  store.count(endpoint);
  const fault = store.faults.take(endpoint);
  if (fault) {
    const answered = await sendFault(reply, fault, {
      signal: store.faults.signal,
      sendDefault: (r, status) => r.status(status).send(youtubeFaultBody(status)),
    });
    return { answered };
  }
  const key = single(request.query.key);
  if (!key) return { answered: reply.status(403).send(MISSING_KEY_BODY) };
  if (key !== apiKey) return { answered: reply.status(400).send(KEY_INVALID_BODY) };
  if (poolOf(context, endpoint).remaining(key) < cost) {
    return { answered: reply.status(403).send(YOUTUBE_QUOTA_EXCEEDED_BODY) };
  }
  return { answered: null, key };
}
