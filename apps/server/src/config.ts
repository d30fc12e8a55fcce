// The environment, parsed once. Defaults make `npm start` work offline: every outside
// service that is not configured (Spotify, the AI, the video platform and its alternative,
// the movie database) is answered by a local emulator mounted in this server and reached over
// loopback, or by the built-in mood engine (AMENDMENTS A6, A7).
import path from 'node:path';
import { z } from 'zod';
import { isLoopback, isProxyEntry } from './lib/addresses';
import { internalOrigin, trimSlash } from './lib/origin';

const optionalText = z.string().trim().optional();
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());
const flag = z.enum(['true', 'false']).default('false');
const proxyList = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries.filter((e) => !isProxyEntry(e))) {
    ctx.addIssue({
      code: 'custom',
      message: `"${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal`,
    });
  }
  return entries;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters long.').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Demo mode on an address other machines reach must be asked for (refuseUnaskedPublicDemo).
  DEMO_PUBLIC: flag,
  // Guards the mounted emulators' /__control routes; unset: generated once in DATA_DIR.
  EMULATOR_CONTROL_TOKEN: optionalText.pipe(
    z.string().min(16, 'EMULATOR_CONTROL_TOKEN must be at least 16 characters long.').optional(),
  ),
  // Proxies whose X-Forwarded-For/-Proto/-Host are believed; unset: none, whoever sends them.
  TRUSTED_PROXIES: optionalText.pipe(proxyList.optional()),
  // The web bundle's source maps are kept from the public unless this is true.
  SERVE_SOURCE_MAPS: flag,
  SPOTIFY_CLIENT_ID: optionalText,
  SPOTIFY_CLIENT_SECRET: optionalText,
  SPOTIFY_ACCOUNTS_URL: z.url().default('https://accounts.spotify.com'),
  SPOTIFY_API_URL: z.url().default('https://api.spotify.com'),
  SPOTIFY_SDK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Spotify searches in flight at once, server-wide (decision 015: measured with
  // bench/crowd.bench.ts; Spotify rate-limits the app over a rolling 30 s window).
  SPOTIFY_SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  ...aiProviderEnv('AI'),
  ...aiProviderEnv('AI2'),
  // spec 9: the AI client's defaults, 2 retries and 600,000 ms.
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_TIMEOUT_MS: z.coerce.number().int().min(0).default(600_000),
  // A streamed answer may be silent this long before its first token (a reasoning model thinks
  // first), then no longer than AI_STREAM_IDLE_MS between tokens; the deadlines below still cap
  // both.
  AI_FIRST_TOKEN_MS: z.coerce.number().int().min(100).default(60_000),
  AI_STREAM_IDLE_MS: z.coerce.number().int().min(100).default(20_000),
  AI_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(40),
  // A whole answer's deadline; past it the next provider takes over, as with an error. A
  // playlist streams many songs, so it is allowed longer than a theme or suggestions.
  AI_PLAYLIST_DEADLINE_MS: z.coerce.number().int().min(1000).default(90_000),
  AI_DEADLINE_MS: z.coerce.number().int().min(1000).default(30_000),
  // Fair sharing (features/limits): every request limit is multiplied by this factor (load
  // tests raise it); counters live in Redis when REDIS_URL is set, else in PostgreSQL.
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  // Each person's daily share of the quotas that every person shares (UTC days).
  SPOTIFY_SEARCHES_PER_DAY: z.coerce.number().int().min(0).default(1500),
  VIDEO_SEARCHES_PER_DAY: z.coerce.number().int().min(0).default(20),
  POSTER_LOOKUPS_PER_DAY: z.coerce.number().int().min(0).default(600),
  AI_CALLS_PER_DAY: z.coerce.number().int().min(0).default(400),
  UPLOADS_PER_DAY: z.coerce.number().int().min(0).default(40),
  UPLOAD_MB_PER_DAY: z.coerce.number().min(0).default(80),
  // A client that has not sent its whole request by then is cut off (slow-body attacks).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  // AMENDMENTS A5: the video platform, its alternative, and the movie database.
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com'),
  // An Invidious instance: the spec's "public alternative search API" (spec 7 chain step 2).
  VIDEO_ALT_BASE_URL: optionalUrl,
  // A second Invidious instance as the last resort (step 3); unset: the answer is empty.
  VIDEO_ALT2_BASE_URL: optionalUrl,
  VIDEO_EMBED_URL: optionalText.pipe(z.string().min(1).optional()),
  // A step that takes longer is skipped for the next one; short, so a page never hangs.
  VIDEO_TIMEOUT_MS: z.coerce.number().int().min(50).default(4000),
  // AMENDMENTS A5: about 100 searches a day, so answers are kept for hours.
  VIDEO_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(6 * 60 * 60 * 1000),
  TMDB_API_KEY: optionalText,
  TMDB_READ_TOKEN: optionalText,
  TMDB_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.themoviedb.org'),
  TMDB_IMAGE_URL: optionalText.pipe(z.string().min(1).optional()),
  TMDB_TIMEOUT_MS: z.coerce.number().int().min(50).default(4000),
});

function aiProviderEnv<P extends 'AI' | 'AI2'>(prefix: P) {
  return {
    [`${prefix}_BASE_URL`]: optionalText.pipe(z.url().optional()),
    [`${prefix}_API_KEY`]: optionalText,
    [`${prefix}_MODEL`]: optionalText,
    [`${prefix}_VISION`]: z.enum(['true', 'false']).default('true'),
  } as Record<`${P}_BASE_URL` | `${P}_API_KEY` | `${P}_MODEL`, typeof optionalText> &
    Record<`${P}_VISION`, z.ZodDefault<z.ZodEnum<{ true: 'true'; false: 'false' }>>>;
}

// An OpenAI-compatible endpoint (AMENDMENTS A6). Unset: the built-in mood engine answers.
export type AiProviderConfig = {
  label: 'primary' | 'secondary';
  baseUrl: string;
  apiKey: string;
  model: string;
  vision: boolean;
};

export type AiConfig = {
  providers: AiProviderConfig[];
  maxRetries: number;
  timeoutMs: number;
  firstTokenMs: number;
  idleTimeoutMs: number;
  callsPerMinute: number;
  deadlineMs: { playlist: number; other: number };
};

// What one person may spend per UTC day of the outside quotas every person shares.
export type DailyShares = {
  spotifySearches: number;
  videoSearches: number;
  posterLookups: number;
  aiCalls: number;
  uploads: number;
  uploadBytes: number;
};

export type LimitsConfig = {
  factor: number;
  redisUrl: string | undefined;
  daily: DailyShares;
  requestTimeoutMs: number;
};

export type SpotifyConfig = {
  emulated: boolean;
  clientId: string;
  clientSecret: string | undefined;
  // Where the browser is sent to consent; may differ from where the server reaches Spotify.
  authorizeBaseUrl: string;
  accountsBaseUrl: string;
  apiBaseUrl: string;
  // The Web Playback SDK script the page loads; a path is on our own origin.
  sdkUrl: string;
  redirectUri: string;
  // Searches in flight at once, server-wide (SPOTIFY_SEARCH_CONCURRENCY).
  searchConcurrency: number;
};

export type VideoConfig = {
  youtube: { emulated: boolean; apiBaseUrl: string; apiKey: string };
  alternative: { emulated: boolean; baseUrl: string };
  lastResort: { baseUrl: string } | null;
  // Where the page embeds players from (GET /api/videos/config); a path is our own origin.
  embedUrl: string;
  timeoutMs: number;
  cacheTtlMs: number;
};

export type MovieDbConfig = {
  emulated: boolean;
  apiBaseUrl: string;
  // TMDB takes a v3 key as `api_key` or a read access token as a Bearer header.
  apiKey: string | undefined;
  readToken: string | undefined;
  // Poster URLs are this + size + poster_path; the browser loads them.
  imageBaseUrl: string;
  timeoutMs: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  spotify: SpotifyConfig;
  ai: AiConfig;
  video: VideoConfig;
  movieDb: MovieDbConfig;
  limits: LimitsConfig;
  demo: DemoConfig;
  // Fastify's trustProxy: addresses or ranges; empty trusts no X-Forwarded-* header.
  trustedProxies: string[];
  serveSourceMaps: boolean;
};

export type DemoConfig = {
  // DEMO_PUBLIC: the emulators answer everyone, and demo mode may listen beyond loopback.
  public: boolean;
  // EMULATOR_CONTROL_TOKEN; unset: emulators.ts generates one into DATA_DIR.
  controlToken: string | undefined;
};

// Values that must never reach the browser (AMENDMENTS A3); a test builds the web app with
// these set and scans the bundle for them.
export const SECRET_VARIABLES = [
  'SESSION_SECRET',
  'SPOTIFY_CLIENT_SECRET',
  'DATABASE_URL',
  'AI_API_KEY',
  'AI2_API_KEY',
  'YOUTUBE_API_KEY',
  'TMDB_API_KEY',
  'TMDB_READ_TOKEN',
  'REDIS_URL',
  'EMULATOR_CONTROL_TOKEN',
] as const;

export const EMULATOR_PREFIX = '/emulators';
// Spotify asks apps to load the SDK from its CDN rather than host a copy.
const SPOTIFY_SDK_URL = 'https://sdk.scdn.co/spotify-player.js';
const EMULATED_SPOTIFY_CLIENT_ID = 'moodtape-demo';

export class ConfigError extends Error {}

type Env = z.infer<typeof EnvSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`DATABASE_URL=` in a .env file) means unset.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, '');
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    spotify: spotifyConfig(e, publicUrl),
    ai: {
      providers: [aiProvider(e, 'AI', 'primary'), aiProvider(e, 'AI2', 'secondary')].filter(
        (p): p is AiProviderConfig => p !== null,
      ),
      maxRetries: e.AI_MAX_RETRIES,
      timeoutMs: e.AI_TIMEOUT_MS,
      firstTokenMs: e.AI_FIRST_TOKEN_MS,
      idleTimeoutMs: e.AI_STREAM_IDLE_MS,
      callsPerMinute: e.AI_CALLS_PER_MINUTE,
      deadlineMs: { playlist: e.AI_PLAYLIST_DEADLINE_MS, other: e.AI_DEADLINE_MS },
    },
    video: videoConfig(e),
    movieDb: movieDbConfig(e),
    limits: {
      factor: e.RATE_LIMIT_FACTOR,
      redisUrl: e.REDIS_URL,
      daily: {
        spotifySearches: e.SPOTIFY_SEARCHES_PER_DAY,
        videoSearches: e.VIDEO_SEARCHES_PER_DAY,
        posterLookups: e.POSTER_LOOKUPS_PER_DAY,
        aiCalls: e.AI_CALLS_PER_DAY,
        uploads: e.UPLOADS_PER_DAY,
        uploadBytes: Math.round(e.UPLOAD_MB_PER_DAY * 1024 * 1024),
      },
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    },
    demo: { public: e.DEMO_PUBLIC === 'true', controlToken: e.EMULATOR_CONTROL_TOKEN },
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    serveSourceMaps: e.SERVE_SOURCE_MAPS === 'true',
  };
  refuseUnaskedPublicDemo(config);
  return config;
}

// What to set so that a service is no longer emulated (README, "Configuration").
const REAL_SERVICE_VARIABLES: Record<string, string> = {
  spotify: 'SPOTIFY_CLIENT_ID',
  youtube: 'YOUTUBE_API_KEY',
  invidious: 'VIDEO_ALT_BASE_URL',
  tmdb: 'TMDB_API_KEY or TMDB_READ_TOKEN',
};

// Demo mode lets anyone sign in as the demo accounts without a password, and its emulators
// answer whoever reaches them: fine on this machine, not on an address others reach by
// accident. Others reach it when HOST is not loopback (0.0.0.0 in any container), or when
// PUBLIC_URL is elsewhere (a reverse proxy in front). DEMO_PUBLIC=true asks for it.
function refuseUnaskedPublicDemo(config: Config): void {
  const emulated = emulatedServices(config);
  if (config.demo.public || emulated.length === 0) return;
  const reachable = [
    isLoopback(config.host) ? null : `HOST=${config.host}`,
    isLoopback(new URL(config.publicUrl).hostname) ? null : `PUBLIC_URL=${config.publicUrl}`,
  ].filter((setting) => setting !== null);
  if (reachable.length === 0) return;
  const risk = config.spotify.emulated
    ? 'anyone who reaches it could sign in as the demo accounts without a password, and read and change what they hold.'
    : 'their routes would answer only this machine, so everyone else would see broken videos and posters.';
  throw new ConfigError(
    [
      `Refusing to start demo mode where other machines can reach it (${reachable.join(', ')}).`,
      `Emulated: ${emulated.join(', ')}; ${risk}`,
      'Either:',
      `  - configure the real services: ${emulated.map((s) => REAL_SERVICE_VARIABLES[s]).join(', ')};`,
      '  - or keep the demo on this machine: HOST=127.0.0.1 and a loopback PUBLIC_URL;',
      '  - or open the demo to everyone who can reach it, on purpose: DEMO_PUBLIC=true.',
    ].join('\n'),
  );
}

function spotifyConfig(e: Env, publicUrl: string): SpotifyConfig {
  const redirectUri = `${publicUrl}/callback`;
  const searchConcurrency = e.SPOTIFY_SEARCH_CONCURRENCY;
  if (e.SPOTIFY_CLIENT_ID) {
    return {
      emulated: false,
      clientId: e.SPOTIFY_CLIENT_ID,
      clientSecret: e.SPOTIFY_CLIENT_SECRET,
      authorizeBaseUrl: trimSlash(e.SPOTIFY_ACCOUNTS_URL),
      accountsBaseUrl: trimSlash(e.SPOTIFY_ACCOUNTS_URL),
      apiBaseUrl: trimSlash(e.SPOTIFY_API_URL),
      sdkUrl: e.SPOTIFY_SDK_URL ?? SPOTIFY_SDK_URL,
      redirectUri,
      searchConcurrency,
    };
  }
  // The server reaches its own emulator over loopback, whatever address the browser uses.
  const internal = `${internalOrigin(e.HOST, e.PORT)}${EMULATOR_PREFIX}/spotify`;
  return {
    emulated: true,
    clientId: EMULATED_SPOTIFY_CLIENT_ID,
    clientSecret: undefined,
    authorizeBaseUrl: `${publicUrl}${EMULATOR_PREFIX}/spotify/accounts`,
    accountsBaseUrl: `${internal}/accounts`,
    apiBaseUrl: `${internal}/api`,
    sdkUrl: e.SPOTIFY_SDK_URL ?? `${EMULATOR_PREFIX}/spotify/sdk/spotify-player.js`,
    redirectUri,
    searchConcurrency,
  };
}

const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_AI_MODEL = 'gpt-4o-mini';

// A provider is configured by its key or its base URL (local servers often need no key).
function aiProvider(
  e: Env,
  prefix: 'AI' | 'AI2',
  label: AiProviderConfig['label'],
): AiProviderConfig | null {
  const apiKey = e[`${prefix}_API_KEY`];
  const baseUrl = e[`${prefix}_BASE_URL`];
  if (!apiKey && !baseUrl) return null;
  return {
    label,
    baseUrl: trimSlash(baseUrl ?? DEFAULT_AI_BASE_URL),
    // The SDK refuses an empty key; keyless local servers ignore whatever is sent.
    apiKey: apiKey ?? 'no-key',
    model: e[`${prefix}_MODEL`] ?? DEFAULT_AI_MODEL,
    vision: e[`${prefix}_VISION`] === 'true',
  };
}

// The keys our own emulators are mounted with; not secrets, they guard nothing real.
const EMULATED_YOUTUBE_KEY = 'moodtape-demo-youtube-key';
const EMULATED_TMDB_KEY = 'moodtape-demo-tmdb-key';
const YOUTUBE_EMBED_URL = 'https://www.youtube.com/embed/';
const TMDB_IMAGE_URL = 'https://image.tmdb.org/t/p/';

function videoConfig(e: Env): VideoConfig {
  const internal = `${internalOrigin(e.HOST, e.PORT)}${EMULATOR_PREFIX}`;
  const youtubeEmulated = !e.YOUTUBE_API_KEY;
  return {
    youtube: youtubeEmulated
      ? { emulated: true, apiBaseUrl: `${internal}/youtube`, apiKey: EMULATED_YOUTUBE_KEY }
      : {
          emulated: false,
          apiBaseUrl: trimSlash(e.YOUTUBE_API_URL),
          apiKey: e.YOUTUBE_API_KEY as string,
        },
    alternative: e.VIDEO_ALT_BASE_URL
      ? { emulated: false, baseUrl: trimSlash(e.VIDEO_ALT_BASE_URL) }
      : { emulated: true, baseUrl: `${internal}/invidious` },
    lastResort: e.VIDEO_ALT2_BASE_URL ? { baseUrl: trimSlash(e.VIDEO_ALT2_BASE_URL) } : null,
    embedUrl:
      e.VIDEO_EMBED_URL ??
      (youtubeEmulated ? `${EMULATOR_PREFIX}/youtube/embed/` : YOUTUBE_EMBED_URL),
    timeoutMs: e.VIDEO_TIMEOUT_MS,
    cacheTtlMs: e.VIDEO_CACHE_TTL_MS,
  };
}

function movieDbConfig(e: Env): MovieDbConfig {
  const base = { timeoutMs: e.TMDB_TIMEOUT_MS };
  if (e.TMDB_API_KEY || e.TMDB_READ_TOKEN) {
    return {
      ...base,
      emulated: false,
      apiBaseUrl: trimSlash(e.TMDB_API_URL),
      apiKey: e.TMDB_API_KEY,
      readToken: e.TMDB_READ_TOKEN,
      imageBaseUrl: withSlash(e.TMDB_IMAGE_URL ?? TMDB_IMAGE_URL),
    };
  }
  return {
    ...base,
    emulated: true,
    apiBaseUrl: `${internalOrigin(e.HOST, e.PORT)}${EMULATOR_PREFIX}/tmdb`,
    apiKey: EMULATED_TMDB_KEY,
    readToken: undefined,
    // The browser loads posters from our own origin in demo mode.
    imageBaseUrl: withSlash(e.TMDB_IMAGE_URL ?? `${EMULATOR_PREFIX}/tmdb/t/p/`),
  };
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

// What the page's "Demo mode" badge names (AMENDMENTS A7).
export function emulatedServices(config: Config): string[] {
  const emulated: [string, boolean][] = [
    ['spotify', config.spotify.emulated],
    ['youtube', config.video.youtube.emulated],
    ['invidious', config.video.alternative.emulated],
    ['tmdb', config.movieDb.emulated],
  ];
  return emulated.filter(([, on]) => on).map(([name]) => name);
}
