// Security headers on every answer: a Content-Security-Policy without inline scripts,
// nosniff, no framing, and a referrer policy. Third-party origins are listed only for the
// services the product really uses (the Web Playback SDK and Spotify's image hosts).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type CspSources = {
  scripts: string[];
  images: string[];
  connect: string[];
  frames: string[];
  media: string[];
};

export function cspSources(options: { spotifyEmulated: boolean; sdkUrl: string }): CspSources {
  // A path is our own origin ('self'); SPOTIFY_SDK_URL may name another host.
  const sdkOrigin = /^https?:/.test(options.sdkUrl) ? [new URL(options.sdkUrl).origin] : [];
  if (options.spotifyEmulated)
    return { scripts: sdkOrigin, images: [], connect: [], frames: [], media: [] };
  return {
    scripts: [...new Set(['https://sdk.scdn.co', ...sdkOrigin])],
    images: ['https://i.scdn.co', 'https://*.scdn.co', 'https://*.spotifycdn.com'],
    connect: ['https://api.spotify.com', 'https://*.spotify.com', 'wss://*.spotify.com'],
    frames: ['https://sdk.scdn.co'],
    media: ['https://*.scdn.co', 'https://*.spotifycdn.com', 'blob:'],
  };
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
