// What the product (or a test) tells the Spotify emulator: the registered apps, as on
// Spotify's developer dashboard, and optionally the token lifetime and a clock.
import { z } from 'zod';
import type { ControlTokenOption } from '../control-token';

export type SpotifyApp = {
  name: string;
  clientId: string;
  /** Without a secret the app is a public client and must use PKCE. */
  clientSecret?: string;
  redirectUris: string[];
};

export type SpotifyEmulatorOptions = ControlTokenOption & {
  apps: SpotifyApp[];
  /** Lifetime of access tokens in seconds; Spotify's is 3600. */
  tokenLifetimeSeconds?: number;
  /**
   * Lifetime of refresh tokens in seconds, counted from the person's consent: refreshing does
   * not extend it (Spotify, June 2026: 6 months). Defaults to 182 days.
   */
  refreshTokenLifetimeSeconds?: number;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /**
   * Where browsers reach this emulator (e.g. https://demo.example/emulators/spotify). Links
   * in answers, such as avatar images, use it; by default they use the address the request
   * came to, which is loopback when the product's server asks.
   */
  publicUrl?: string;
};

export type ResolvedOptions = {
  apps: SpotifyApp[];
  tokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  now: () => number;
  /** A clock given by a test can jump; timers then look at it often (see due-timer.ts). */
  clockInjected: boolean;
  publicUrl: string | undefined;
};

// https://developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens: "a
// lifetime of 6 months", from the user's authorization.
export const REFRESH_TOKEN_LIFETIME_SECONDS = 182 * 24 * 60 * 60;

const AppSchema = z.object({
  name: z.string().min(1),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  // Not checked against the redirect rules here: an app registered before the 2025 rules
  // may still hold an insecure URI, and the emulator must refuse it the way Spotify does.
  redirectUris: z.array(z.string().min(1)),
});

const OptionsSchema = z.object({
  apps: z
    .array(AppSchema)
    .min(1)
    .refine((apps) => new Set(apps.map((app) => app.clientId)).size === apps.length, {
      message: 'client ids must be unique',
    }),
  tokenLifetimeSeconds: z.number().int().positive().default(3600),
  refreshTokenLifetimeSeconds: z.number().int().positive().default(REFRESH_TOKEN_LIFETIME_SECONDS),
});

export function resolveOptions(options: SpotifyEmulatorOptions): ResolvedOptions {
  const parsed = OptionsSchema.safeParse(options);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') || 'options'}: ${i.message}`,
    );
    throw new Error(`Invalid Spotify emulator options: ${problems.join('; ')}`);
  }
  return {
    ...parsed.data,
    now: options.now ?? Date.now,
    clockInjected: options.now !== undefined,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
  };
}
