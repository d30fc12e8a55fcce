// Serves the built single-page app: hashed assets cached for a year, the page itself
// revalidated on every visit so a deploy shows at once. The build's source maps (they hold the
// whole source) stay on disk for reading stack traces, and are served only when asked.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './error-handler';

export type WebPage = { send(reply: FastifyReply): Promise<FastifyReply> };

const NOT_BUILT = errorBody('internal_error', 'The web app is not built yet. Run `npm run build`.');

// `distDir` is null while the web app has not been built (e.g. under `npm run dev`, where Vite
// serves the page itself). The page is read once: a new build means a restart.
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string | null,
  options: { serveSourceMaps: boolean },
): Promise<WebPage> {
  const html = distDir
    ? await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null)
    : null;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // Every file is a route of its own (no wildcard), so a file left out is a 404.
      globIgnore: options.serveSourceMaps ? ['index.html'] : ['index.html', '**/*.map'],
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  return {
    async send(reply) {
      if (html === null) return reply.status(503).send(NOT_BUILT);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  };
}
