// The composition root: every dependency is made and wired here, once. Tests call
// buildApp directly with their own config, clock and database.
import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, emulatedServices } from './config';
import { createSecretBox } from './crypto/secret-box';
import { loadOrCreateSessionSecret } from './crypto/session-secret';
import { type Database, openDatabase } from './db/client';
import { deleteAiCallWindowsBefore } from './db/ai-call-windows';
import { deleteExpiredSessions } from './db/sessions';
import { mountEmulators } from './emulators';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { registerOriginCheck } from './http/origin-check';
import { cspSources, registerSecurityHeaders } from './http/security-headers';
import { cookieNames, registerSessionLookup } from './http/session';
import { registerStaticWeb } from './http/static-web';
import { createSpotifyAccountsClient } from './integrations/spotify/accounts-client';
import { createSpotifyWebApi } from './integrations/spotify/web-api-client';
import { createAiProviderChain } from './integrations/ai/provider-chain';
import { mediaCspSources } from './media-config';
import { createMediaServices, sweepMediaCaches } from './media-services';
import { WEB_DIST_DIR } from './paths';
import { authRoutes } from './routes/auth';
import { commentRoutes } from './routes/comments';
import { generationRoutes } from './routes/generation';
import { healthRoutes } from './routes/health';
import { monogramRoutes } from './routes/monograms';
import { playerRoutes } from './routes/player';
import { spotifyPlaylistRoutes } from './routes/spotify-playlists';
import { suggestionRoutes } from './routes/suggestions';
import { themeRoutes } from './routes/theme';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { vibeRoutes } from './routes/vibes';
import { videoRoutes } from './routes/videos';
import { createAiRateLimit } from './services/ai-rate-limit';
import { createAuthService } from './services/auth';
import { createCommentService } from './services/comments';
import { createImageService } from './services/images';
import { createPlaybackService } from './services/playback';
import { createPlaylistGeneration } from './services/playlist-generation';
import { createSpotifyExport } from './services/spotify-export';
import { createTrackMatcher } from './services/track-matcher';
import { createUserService } from './services/users';
import { createVibeService } from './services/vibes';

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
};

const HOUR_MS = 60 * 60 * 1000;

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const fetchImpl = deps.fetch ?? fetch;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: config.publicUrl.startsWith('https:'),
  });

  const database = await openDatabase(config);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  await scheduleSessionCleanup(app, database, clock);

  const secret = config.sessionSecret ?? (await loadOrCreateSessionSecret(config.dataDir));
  const cookies = cookieNames(config.secureCookies);
  const emulated = emulatedServices(config);

  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    secure: config.secureCookies,
    sources: cspSources({
      spotifyEmulated: config.spotify.emulated,
      sdkUrl: config.spotify.sdkUrl,
      media: mediaCspSources(config.video, config.movieDb),
    }),
  });
  await app.register(cookie);
  registerOriginCheck(app, config.publicUrl);

  await mountEmulators(app, config);

  const users = createUserService({ db: database.db, clock });
  const webApi = createSpotifyWebApi({ baseUrl: config.spotify.apiBaseUrl, fetch: fetchImpl });
  const auth = createAuthService({
    db: database.db,
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
  registerSessionLookup(app, auth, cookies);

  const distDir = deps.webDistDir ?? WEB_DIST_DIR;
  const page = await registerStaticWeb(app, existsSync(distDir) ? distDir : null);
  app.get('/', (_request, reply) => page.send(reply));

  healthRoutes(app, { database, emulated });
  authRoutes(app, { config, auth, cookies, page });
  userRoutes(app, { users });
  const images = createImageService({ db: database.db });
  uploadRoutes(app, { images });
  vibeRoutes(app, { vibes: createVibeService({ db: database.db, clock }) });
  commentRoutes(app, { comments: createCommentService({ db: database.db, clock }) });
  spotifyPlaylistRoutes(app, { spotifyExport: createSpotifyExport({ webApi, auth }) });
  playerRoutes(app, {
    playback: createPlaybackService({ webApi, auth }),
    sdkUrl: config.spotify.sdkUrl,
  });
  const matcher = createTrackMatcher({ db: database.db, spotify: webApi, clock, logger: app.log });
  const providers = createAiProviderChain(config.ai, deps.fetch);
  const rateLimit = createAiRateLimit({
    db: database.db,
    clock,
    callsPerMinute: config.ai.callsPerMinute,
  });
  generationRoutes(app, {
    generation: createPlaylistGeneration({ providers, matcher, logger: app.log }),
    matcher,
    auth,
    rateLimit,
  });
  const media = createMediaServices({
    config,
    db: database.db,
    clock,
    fetch: fetchImpl,
    providers,
    logger: app.log,
  });
  videoRoutes(app, { ...media, images, rateLimit, embedUrl: config.video.embedUrl });
  themeRoutes(app, { ...media, rateLimit });
  suggestionRoutes(app, { ...media, images, rateLimit });
  monogramRoutes(app);

  return app;
}

async function scheduleSessionCleanup(app: FastifyInstance, database: Database, clock: () => Date) {
  const sweep = () =>
    Promise.all([
      deleteExpiredSessions(database.db, clock()),
      deleteAiCallWindowsBefore(database.db, new Date(clock().getTime() - HOUR_MS)),
      sweepMediaCaches(database.db, clock()),
    ]).catch((err: unknown) => app.log.warn({ err }, 'could not delete expired rows'));
  await sweep();
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
