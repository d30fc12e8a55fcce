// Security headers on every answer: a Content-Security-Policy without inline scripts,
// nosniff, no framing, and a referrer policy. Third-party origins are listed only for the
// services the product really uses (the Web Playback SDK, Spotify's image hosts, and the
// video and movie hosts once those services are configured).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export type CspSources = {
  scripts: string[];
  images: string[];
  connect: string[];
  frames: string[];
  media: string[];
};

export function cspSources(config: Pick<Config, 'spotify' | 'video' | 'movieDb'>): CspSources {
  // A path is our own origin ('self'); SPOTIFY_SDK_URL may name another host.
  const sdkOrigin = originsOf([config.spotify.sdkUrl]);
  const spotify: CspSources = config.spotify.emulated
    ? { scripts: sdkOrigin, images: [], connect: [], frames: [], media: [] }
    : {
        scripts: [...new Set(['https://sdk.scdn.co', ...sdkOrigin])],
        images: ['https://i.scdn.co', 'https://*.scdn.co', 'https://*.spotifycdn.com'],
        connect: ['https://api.spotify.com', 'https://*.spotify.com', 'wss://*.spotify.com'],
        frames: ['https://sdk.scdn.co'],
        media: ['https://*.scdn.co', 'https://*.spotifycdn.com', 'blob:'],
      };
  const media = mediaSources(config);
  return {
    ...spotify,
    images: [...new Set([...spotify.images, ...media.images, ...originsOf(media.imageBases)])],
    frames: [...new Set([...spotify.frames, ...originsOf([media.embedUrl])])],
  };
}

// The video players' embed address and the hosts of video thumbnails and posters: only
// those of configured services; emulators are on our own origin and add nothing (A7).
function mediaSources({ video, movieDb }: Pick<Config, 'video' | 'movieDb'>) {
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

function originsOf(urls: string[]): string[] {
  return urls.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin);
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { secure: boolean; sources: CspSources },
) {
  const { sources } = options;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...sources.scripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...sources.images],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...sources.connect],
        frameSrc: ["'self'", ...sources.frames],
        mediaSrc: ["'self'", ...sources.media],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The token-refresh popup (spec 4) must keep its opener to hand the token back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.secure,
  });
}
