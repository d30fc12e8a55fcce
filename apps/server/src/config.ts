// The environment, parsed once. Defaults make `npm start` work offline: every outside
// service that is not configured is answered by a local emulator (AMENDMENTS A7).
import path from 'node:path';
import { z } from 'zod';

const optionalText = z.string().trim().optional();

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
  SPOTIFY_CLIENT_ID: optionalText,
  SPOTIFY_CLIENT_SECRET: optionalText,
  SPOTIFY_ACCOUNTS_URL: z.url().default('https://accounts.spotify.com'),
  SPOTIFY_API_URL: z.url().default('https://api.spotify.com'),
});

export type SpotifyConfig = {
  emulated: boolean;
  clientId: string;
  clientSecret: string | undefined;
  // Where the browser is sent to consent; may differ from where the server reaches Spotify.
  authorizeBaseUrl: string;
  accountsBaseUrl: string;
  apiBaseUrl: string;
  redirectUri: string;
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
};

// Values that must never reach the browser (AMENDMENTS A3); a test builds the web app with
// these set and scans the bundle for them.
export const SECRET_VARIABLES = [
  'SESSION_SECRET',
  'SPOTIFY_CLIENT_SECRET',
  'DATABASE_URL',
] as const;

export const EMULATOR_PREFIX = '/emulators';
export const EMULATED_SPOTIFY_CLIENT_ID = 'moodtape-demo';

export class ConfigError extends Error {}

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
  return {
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
  };
}

function spotifyConfig(e: z.infer<typeof EnvSchema>, publicUrl: string): SpotifyConfig {
  const redirectUri = `${publicUrl}/callback`;
  if (e.SPOTIFY_CLIENT_ID) {
    return {
      emulated: false,
      clientId: e.SPOTIFY_CLIENT_ID,
      clientSecret: e.SPOTIFY_CLIENT_SECRET,
      authorizeBaseUrl: trimSlash(e.SPOTIFY_ACCOUNTS_URL),
      accountsBaseUrl: trimSlash(e.SPOTIFY_ACCOUNTS_URL),
      apiBaseUrl: trimSlash(e.SPOTIFY_API_URL),
      redirectUri,
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
    redirectUri,
  };
}

function internalOrigin(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::';
  const name = wildcard ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function emulatedServices(config: Config): string[] {
  return config.spotify.emulated ? ['spotify'] : [];
}
