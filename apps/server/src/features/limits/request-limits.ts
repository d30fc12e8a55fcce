// Fair sharing of the server (@fastify/rate-limit): every route has a per-minute limit, per
// person when the request carries a valid session and per IP address otherwise. Routes a page
// calls often (health, images, monograms) get more room; writes and routes that
// spend an outside quota get less. Above a limit the answer is 429 with Retry-After and a
// sentence, sent after a pause (OVER_LIMIT_PAUSE_MS): a client that keeps calling past its
// limit then waits on each refusal rather than making the server answer thousands a second,
// which would slow everyone else down even as 429s. Counters are shared by every instance: in Redis when REDIS_URL is set, in
// PostgreSQL otherwise; PGlite serves one process, so its counters stay in memory.
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { TooManyRequestsError } from '../../errors';
import { postgresRateLimitStore } from './postgres-store';

type Limit = { max: number; perMs?: number };

const MINUTE = 60_000;
const OVER_LIMIT_PAUSE_MS = 1000;
const overLimit = new WeakSet<FastifyRequest>();

// Requests per minute. A route not named here (the web app's files among them) gets
// DEFAULT_LIMIT.
const DEFAULT_LIMIT: Limit = { max: 240 };
export const REQUEST_LIMITS: Record<string, Limit> = {
  'GET /api/health': { max: 600 },
  'GET /api/images/:sha256': { max: 600 },
  'GET /api/monograms/:file': { max: 600 },
  'GET /': { max: 120 },
  'GET /api/auth/login': { max: 20 },
  'GET /callback': { max: 20 },
  'POST /api/auth/refresh': { max: 30 },
  'POST /api/users': { max: 10 },
  'PATCH /api/users/update-username': { max: 10 },
  'GET /api/users/check-username': { max: 60 },
  'POST /api/generate-playlist': { max: 20 },
  'POST /api/extend-playlist': { max: 20 },
  'POST /api/add-specific-song': { max: 30 },
  'POST /api/tracks/resolve': { max: 10 },
  'POST /api/generate-video-queries': { max: 20 },
  'POST /api/regenerate-theme': { max: 20 },
  'POST /api/more-internet-suggestions': { max: 20 },
  'POST /api/enrich-suggestions-with-images': { max: 20 },
  'GET /api/search/videos': { max: 60 },
  'POST /api/upload-image': { max: 10 },
  'GET /api/vibes/public': { max: 120 },
  'POST /api/vibes': { max: 30 },
  'PATCH /api/vibes/:id': { max: 60 },
  'DELETE /api/vibes/:id': { max: 60 },
  'GET /api/vibes/:id/comments': { max: 60 },
  'POST /api/vibes/:id/comments': { max: 10 },
  'DELETE /api/vibes/:id/comments/:commentId': { max: 30 },
  'POST /api/spotify/playlists': { max: 10 },
  'PUT /api/player/play': { max: 120 },
  'PUT /api/player/pause': { max: 120 },
  'PUT /api/player/seek': { max: 120 },
};

// The emulators stand in for outside services, which keep their own limits; our server calls
// them over loopback, so counting them would throttle Moodtape itself.
const UNLIMITED_PREFIX = '/emulators/';

export function limitFor(method: string, url: string, factor: number): Limit {
  const limit = REQUEST_LIMITS[`${method} ${url}`] ?? DEFAULT_LIMIT;
  return { max: Math.max(1, Math.round(limit.max * factor)), perMs: limit.perMs ?? MINUTE };
}

// Who a request counts against: the signed-in person, else the address it came from.
async function requesterKey(request: FastifyRequest): Promise<string> {
  const ctx = await request.currentSession().catch(() => null);
  return ctx ? `user:${ctx.user.id}` : `ip:${request.ip}`;
}

export async function registerRequestLimits(
  app: FastifyInstance,
  deps: { database: Database; redis: Redis | null; factor: number; overLimitPauseMs?: number },
) {
  // Runs before the plugin's own onRoute hook, so each route carries its limit.
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith(UNLIMITED_PREFIX)) {
      route.config = { ...route.config, rateLimit: false } as typeof route.config;
      return;
    }
    const method = methods.includes('GET') ? 'GET' : (methods[0] ?? 'GET');
    const limit = limitFor(method, route.url, deps.factor);
    route.config = {
      ...route.config,
      rateLimit: { max: limit.max, timeWindow: limit.perMs },
    } as typeof route.config;
  });

  const options: RateLimitPluginOptions = {
    global: true,
    keyGenerator: requesterKey,
    // A counter store that cannot answer must not take the whole site down with it.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (request, context) => {
      overLimit.add(request);
      return new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000)));
    },
  };
  if (deps.redis) options.redis = deps.redis;
  else if (deps.database.kind === 'postgres') {
    options.store = postgresRateLimitStore(deps.database.db);
  }
  await app.register(rateLimit, options);
  app.addHook('onSend', async (request) => {
    if (overLimit.has(request)) {
      await new Promise((resolve) =>
        setTimeout(resolve, deps.overLimitPauseMs ?? OVER_LIMIT_PAUSE_MS),
      );
    }
  });
}
