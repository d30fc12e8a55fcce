// What the product (or a test) tells the movie database emulator: the credentials it
// accepts and where browsers reach it. TMDB takes either a v3 API key (`api_key` query
// parameter) or a read access token (`Authorization: Bearer ...`), so the emulator has one
// of each: https://developer.themoviedb.org/docs/authentication-application
import type { ControlTokenOption } from '../control-token';

/** The API key the emulator accepts when none is configured. */
export const DEFAULT_TMDB_API_KEY = 'emulator-tmdb-key';
/** The read access token the emulator accepts when none is configured. */
export const DEFAULT_TMDB_READ_TOKEN = 'emulator-tmdb-token';
/** Where the product mounts the emulator, beside /emulators/spotify and /emulators/openai. */
export const TMDB_PREFIX = '/emulators/tmdb';

export type MovieDbEmulatorOptions = ControlTokenOption & {
  /**
   * Where browsers reach this emulator (e.g. https://demo.example/emulators/tmdb). The
   * image base URL of `/3/configuration` uses it; by default it is built from the address
   * the request came to, which is loopback when the product's server asks.
   */
  publicUrl?: string;
  /** The v3 API key accepted as `?api_key=`; default DEFAULT_TMDB_API_KEY. */
  apiKey?: string;
  /** The read access token accepted as a Bearer token; default DEFAULT_TMDB_READ_TOKEN. */
  readToken?: string;
};

export type ResolvedMovieDbOptions = {
  publicUrl: string | undefined;
  apiKey: string;
  readToken: string;
};

export function resolveMovieDbOptions(options: MovieDbEmulatorOptions): ResolvedMovieDbOptions {
  // An empty credential would let an unconfigured client in; refuse it at registration.
  for (const name of ['apiKey', 'readToken'] as const) {
    if (options[name] === '') throw new Error(`Invalid TMDB emulator options: ${name} is empty`);
  }
  return {
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    apiKey: options.apiKey ?? DEFAULT_TMDB_API_KEY,
    readToken: options.readToken ?? DEFAULT_TMDB_READ_TOKEN,
  };
}
