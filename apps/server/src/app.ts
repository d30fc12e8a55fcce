// The composition root: every dependency is made and wired here, once. Tests call
// buildApp directly with their own config, clock and database. Each feature lives in its own
// folder under features/ (see features/README.md) and is reached only through its index.
import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type Config, emulatedServices } from './config';
import { type Database, openDatabase } from './db/client';
import { mountEmulators } from './emulators';
import { registerCompression } from './http/compression';
import { registerControlCharacterCheck } from './http/control-characters';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { registerOriginCheck } from './http/origin-check';
import { cspSources, registerSecurityHeaders } from './http/security-headers';
import { cookieNames, registerSessionLookup } from './http/session';
import { registerStaticWeb } from './http/static-web';
import { createAiProviderChain } from './integrations/ai/provider-chain';
import { createSpotifyAccountsClient } from './integrations/spotify/accounts-client';
import { createSpotifyWebApi } from './integrations/spotify/web-api-client';
import { prepareDataDir } from './lib/data-dir';
import { createSecretBox, loadOrCreateSessionSecret } from './lib/secrets';
import { WEB_DIST_DIR } from './paths';
import { authRoutes, createAuthService, sweepExpiredSessions } from './features/auth';
import { commentRoutes, createCommentService } from './features/comments';
import {
  createAiRateLimit,
  createAroundTheMusicReader,
  createPlaylistGeneration,
  generationRoutes,
  sweepAiCallWindows,
} from './features/generation';
import { healthRoutes } from './features/health';
import {
  createDailyQuota,
  registerRequestLimits,
  sweepDailyUsage,
  sweepRateLimitHits,
} from './features/limits';
import { createPlaybackService, playerRoutes } from './features/playback';
import { createSpotifyExport, spotifyPlaylistRoutes } from './features/save-to-spotify';
import {
  createSuggestionImages,
  createSuggestionService,
  monogramRoutes,
  suggestionRoutes,
  sweepPosterCache,
} from './features/suggestions';
import { createThemeService, themeRoutes } from './features/theme';
import { createTrackMatcher, trackMatchingRoutes } from './features/track-matching';
import {
  type ImageFiles,
  createImageFiles,
  createImageService,
  sweepUnusedImages,
  uploadRoutes,
} from './features/uploads';
import { createUserService, userRoutes } from './features/users';
import { createVibeContentCheck, createVibeService, vibeRoutes } from './features/vibes';
import {
  createVideoQueries,
  createVideoSearch,
  sweepVideoCaches,
  videoRoutes,
} from './features/videos';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export type AppDeps = {
  fetch?: typeof fetch;
  clock?: () => Date;
  webDistDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout: tests read what the server logged. */
  logStream?: { write(line: string): void };
};

const HOUR_MS = 60 * 60 * 1000;

function withStream(options: ReturnType<typeof loggerOptions>, deps: AppDeps) {
  return deps.logStream && typeof options === 'object'
    ? { ...options, stream: deps.logStream }
    : options;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const fetchImpl = deps.fetch ?? fetch;
  const app = Fastify({
    logger: deps.logger === false ? false : withStream(loggerOptions(config.logLevel), deps),
    // An address that cannot be decoded is answered like every other error.
    frameworkErrors: answerFrameworkError,
    // X-Forwarded-For/-Proto/-Host are believed only from TRUSTED_PROXIES: anyone else could
    // write them, and pick the address that rate limits and logs see.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A client that has not sent its whole request by then is cut off (slow-body attacks);
    // answers, such as a generation's event stream, may take longer.
    requestTimeout: config.limits.requestTimeoutMs,
    // Given to Node at creation too, so its headers deadline is no later; Node checks both on
    // a timer (every 30 s by default), here often enough to keep the deadline.
    http: {
      requestTimeout: config.limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.limits.requestTimeoutMs / 4)),
    },
  });

  await prepareDataDir(config.dataDir, (message) => app.log.warn({ dir: config.dataDir }, message));
  const database = await openDatabase(config);
  const { db } = database;
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  const imageFiles = createImageFiles(config.dataDir);
  await scheduleSweeps(app, database, clock, imageFiles);

  const secret = config.sessionSecret ?? (await loadOrCreateSessionSecret(config.dataDir));
  const cookies = cookieNames(config.secureCookies);

  registerErrorHandler(app);
  registerControlCharacterCheck(app);
  await registerSecurityHeaders(app, { secure: config.secureCookies, sources: cspSources(config) });
  await app.register(cookie);
  await registerCompression(app);
  // Before any route, so every route (the emulators' aside) carries its limit.
  await registerRequestLimits(app, {
    database,
    redis: openRedis(app, config.limits.redisUrl),
    factor: config.limits.factor,
  });
  const quota = createDailyQuota({ db, clock, shares: config.limits.daily });
  registerOriginCheck(app, config.publicUrl);
  await mountEmulators(app, config);

  // Who is asking: sign-in, sessions and the person's Spotify tokens.
  const users = createUserService({ db, clock });
  const webApi = createSpotifyWebApi({ baseUrl: config.spotify.apiBaseUrl, fetch: fetchImpl });
  const auth = createAuthService({
    db,
    spotify: config.spotify,
    accounts: createSpotifyAccountsClient({
      baseUrl: config.spotify.accountsBaseUrl,
      clientId: config.spotify.clientId,
      clientSecret: config.spotify.clientSecret,
      fetch: fetchImpl,
    }),
    webApi,
    users,
    tokenBox: createSecretBox(secret, 'spotify-tokens'),
    stateBox: createSecretBox(secret, 'login-state'),
    clock,
  });
  registerSessionLookup(app, auth.authenticate, cookies);

  const distDir = deps.webDistDir ?? WEB_DIST_DIR;
  const page = await registerStaticWeb(app, existsSync(distDir) ? distDir : null, {
    serveSourceMaps: config.serveSourceMaps,
  });
  app.get('/', (_request, reply) => page.send(reply));

  healthRoutes(app, { database, emulated: emulatedServices(config) });
  authRoutes(app, { config, auth, cookies, page });
  userRoutes(app, { users });
  const images = createImageService({ db, files: imageFiles, quota });
  uploadRoutes(app, { images });

  // The playlist: written by the AI, found on Spotify, played on the person's device.
  const providers = createAiProviderChain(config.ai, deps.fetch);
  const logger = app.log;
  const rateLimit = createAiRateLimit({
    db,
    clock,
    callsPerMinute: config.ai.callsPerMinute,
    quota,
  });
  const matcher = createTrackMatcher({
    db,
    spotify: webApi,
    clock,
    logger,
    quota,
    concurrency: config.spotify.searchConcurrency,
  });
  generationRoutes(app, {
    generation: createPlaylistGeneration({ providers, matcher, logger }),
    auth,
    rateLimit,
  });
  trackMatchingRoutes(app, { matcher, auth });
  playerRoutes(app, {
    playback: createPlaybackService({ webApi, auth }),
    sdkUrl: config.spotify.sdkUrl,
  });

  // Around the music: videos, the theme and suggestions (spec 4 Generation).
  const readRequest = createAroundTheMusicReader({ images, rateLimit });
  const media = { db, clock, logger, fetch: fetchImpl, quota };
  videoRoutes(app, {
    videoQueries: createVideoQueries({ providers, logger }),
    videoSearch: createVideoSearch({ ...media, config: config.video }),
    readRequest,
    embedUrl: config.video.embedUrl,
  });
  themeRoutes(app, { theme: createThemeService({ providers, logger }), rateLimit });
  suggestionRoutes(app, {
    suggestions: createSuggestionService({ providers, logger }),
    suggestionImages: createSuggestionImages({ ...media, config: config.movieDb }),
    readRequest,
    rateLimit,
  });
  monogramRoutes(app);

  // Vibes and the people around them.
  vibeRoutes(app, {
    vibes: createVibeService({ db, clock }),
    checkContent: createVibeContentCheck(config),
  });
  commentRoutes(app, { comments: createCommentService({ db, clock }) });
  spotifyPlaylistRoutes(app, { spotifyExport: createSpotifyExport({ webApi, auth, logger }) });

  return app;
}

// Rows that only age: expired sessions, old AI call windows, stale video answers, tokens and
// posters, quota blocks that have ended, old request and daily counts, and photos no vibe
// uses. Once at start-up, then every hour.
async function scheduleSweeps(
  app: FastifyInstance,
  database: Database,
  clock: () => Date,
  imageFiles: ImageFiles,
) {
  const sweep = () => {
    const now = clock();
    return Promise.all([
      sweepExpiredSessions(database.db, now),
      sweepAiCallWindows(database.db, now),
      sweepVideoCaches(database.db, now),
      sweepPosterCache(database.db, now),
      sweepDailyUsage(database.db, now),
      sweepRateLimitHits(database.db, now),
      sweepUnusedImages(database.db, imageFiles, now),
    ]).catch((err: unknown) => app.log.warn({ err }, 'could not delete expired rows'));
  };
  await sweep();
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

// Shared request counters for several instances (features/limits); one connection per app.
function openRedis(app: FastifyInstance, url: string | undefined): Redis | null {
  if (!url) return null;
  // A counter call that cannot be made at once is skipped rather than queued: a Redis outage
  // must not hold every request (the limiter lets requests through when its store fails).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (err) => app.log.warn({ err }, 'Redis is unreachable; limits not counted'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}
