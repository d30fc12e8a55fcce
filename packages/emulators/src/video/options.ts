// What the product (or a test) tells the video emulators.
import type { ControlTokenOption } from '../control-token';

/** The key the YouTube emulator accepts unless it is given another. */
export const DEFAULT_YOUTUBE_API_KEY = 'emulator-youtube-key';
// https://developers.google.com/youtube/v3/getting-started#quota: 10,000 units a day, and
// videos.list costs 1. Since June 2026 search.list has a bucket of its own: about 100
// searches a day per project (AMENDMENTS A5).
export const DEFAULT_DAILY_QUOTA = 10_000;
export const DEFAULT_DAILY_SEARCHES = 100;
export const VIDEOS_COST = 1;

type Common = ControlTokenOption & {
  /**
   * Where browsers reach this emulator (e.g. https://demo.example/emulators/youtube).
   * Thumbnail links use it; by default they use the address the request came to, which is
   * loopback when the product's server asks.
   */
  publicUrl?: string;
  /** Milliseconds since the epoch; defaults to Date.now. Videos are dated back from it. */
  now?: () => number;
};

export type YoutubeEmulatorOptions = Common & {
  /** The only key accepted as `key=`; default DEFAULT_YOUTUBE_API_KEY. */
  apiKey?: string;
  /** Quota units per key per day (Pacific time, as Google counts); default 10,000. */
  dailyQuota?: number;
  /** search.list calls per key per day (Pacific time); default 100. */
  dailySearches?: number;
};

export type InvidiousEmulatorOptions = Common;

export type ResolvedVideoOptions = {
  publicUrl: string | undefined;
  now: () => number;
  apiKey: string;
  dailyQuota: number;
  dailySearches: number;
};

export function resolveVideoOptions(options: YoutubeEmulatorOptions): ResolvedVideoOptions {
  const dailyQuota = options.dailyQuota ?? DEFAULT_DAILY_QUOTA;
  const dailySearches = options.dailySearches ?? DEFAULT_DAILY_SEARCHES;
  for (const [name, value] of Object.entries({ dailyQuota, dailySearches })) {
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`Invalid YouTube emulator options: ${name} must be a whole number >= 0`);
    }
  }
  if (options.apiKey === '') {
    throw new Error('Invalid YouTube emulator options: apiKey must not be empty');
  }
  return {
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    now: options.now ?? Date.now,
    apiKey: options.apiKey ?? DEFAULT_YOUTUBE_API_KEY,
    dailyQuota,
    dailySearches,
  };
}
