// Serves the built single-page app: hashed assets cached for a year, the page itself
// revalidated on every visit (an ETag, so that costs a 304) so a deploy shows at once. Text
// files go out as the brotli or gzip copies the build wrote beside them
// (scripts/precompress.mjs, decision 017), chosen by Accept-Encoding, never compressed again;
// a file without a copy falls to on-the-fly compression (compression.ts). The build's source
// maps (they hold the whole source) stay on disk for reading stack traces, and are served only
// when asked. The page comes in two prerendered forms (apps/web/scripts/prerender.mjs): a
// visitor's whole page, and the frame a listener's page fills once their session is known.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './error-handler';
import { cookieNames } from './session';

export type WebPage = { send(reply: FastifyReply): Promise<FastifyReply> };

type PageVariant = 'guest' | 'member';
// Either name the session cookie may have (session.ts): with one, the listener's frame, whose
// page asks the server who is there (the cookie may be stale); without, the visitor's page.
const SESSION_COOKIES = [cookieNames(false).session, cookieNames(true).session];

const NOT_BUILT = errorBody('internal_error', 'The web app is not built yet. Run `npm run build`.');
const PAGES: Record<PageVariant, string> = { guest: 'index.html', member: 'member.html' };

// `filePath` is the file sent: a compressed copy stands for its original.
function cacheControl(distDir: string, filePath: string): string {
  const original = filePath.replace(/\.(br|gz)$/, '');
  if (Object.values(PAGES).some((page) => original === path.join(distDir, page))) return 'no-cache';
  const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

// `distDir` is null while the web app has not been built (e.g. under `npm run dev`, where Vite
// serves the page itself). Whether the page exists is checked once: a new build means a restart.
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string | null,
  options: { serveSourceMaps: boolean },
): Promise<WebPage> {
  const built = (page: string) => distDir !== null && existsSync(path.join(distDir, page));
  // A build from before the listener's frame existed serves the visitor's page to everyone.
  const pages = { guest: PAGES.guest, member: built(PAGES.member) ? PAGES.member : PAGES.guest };
  const ready = built(PAGES.guest);
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      // Every file is a route of its own (no wildcard), so a file left out is a 404. The
      // compressed copies are reached through their originals' routes only.
      globIgnore: [
        ...Object.values(PAGES),
        '**/*.br',
        '**/*.gz',
        ...(options.serveSourceMaps ? [] : ['**/*.map']),
      ],
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControl(distDir, filePath));
      },
    });
  }

  return {
    async send(reply) {
      if (!ready) return reply.status(503).send(NOT_BUILT);
      const cookies = reply.request.cookies;
      const variant = SESSION_COOKIES.some((name) => cookies[name]) ? 'member' : 'guest';
      return reply.header('vary', 'Cookie').sendFile(pages[variant]);
    },
  };
}
