// Configuration of the video platform, its alternative and the movie database (AMENDMENTS
// A5, A7): each one unset is answered by a local emulator mounted in this server and
// reached over loopback, exactly as Spotify is in ./config.ts.
import { z } from 'zod';
import { internalOrigin, trimSlash } from './lib/origin';

const optionalText = z.string().trim().optional();
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());

export const MEDIA_ENV = {
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
};

type MediaEnv = z.infer<z.ZodObject<typeof MEDIA_ENV>> & { HOST: string; PORT: number };

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

// The keys our own emulators are mounted with; not secrets, they guard nothing real.
export const EMULATED_YOUTUBE_KEY = 'moodtape-demo-youtube-key';
export const EMULATED_TMDB_KEY = 'moodtape-demo-tmdb-key';
export const YOUTUBE_EMBED_URL = 'https://www.youtube.com/embed/';
export const TMDB_IMAGE_URL = 'https://image.tmdb.org/t/p/';
const PREFIX = '/emulators';

export function videoConfig(e: MediaEnv): VideoConfig {
  const internal = `${internalOrigin(e.HOST, e.PORT)}${PREFIX}`;
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
      e.VIDEO_EMBED_URL ?? (youtubeEmulated ? `${PREFIX}/youtube/embed/` : YOUTUBE_EMBED_URL),
    timeoutMs: e.VIDEO_TIMEOUT_MS,
    cacheTtlMs: e.VIDEO_CACHE_TTL_MS,
  };
}

export function movieDbConfig(e: MediaEnv): MovieDbConfig {
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
    apiBaseUrl: `${internalOrigin(e.HOST, e.PORT)}${PREFIX}/tmdb`,
    apiKey: EMULATED_TMDB_KEY,
    readToken: undefined,
    // The browser loads posters from our own origin in demo mode.
    imageBaseUrl: withSlash(e.TMDB_IMAGE_URL ?? `${PREFIX}/tmdb/t/p/`),
  };
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

// The third-party hosts the page loads from, for the CSP (http/security-headers.ts): only
// those of configured services; emulators are on our own origin and add nothing.
export function mediaCspSources(video: VideoConfig, movieDb: MovieDbConfig) {
  const realVideos = !video.youtube.emulated || !video.alternative.emulated || !!video.lastResort;
  return {
    embedUrl: video.embedUrl,
    // Both YouTube and Invidious answers may point at YouTube's thumbnail host.
    images: realVideos ? ['https://i.ytimg.com'] : [],
    imageBases: [
      ...(video.alternative.emulated ? [] : [video.alternative.baseUrl]),
      ...(video.lastResort ? [video.lastResort.baseUrl] : []),
      movieDb.imageBaseUrl,
    ],
  };
}
