// GET /t/p/:size/:file, standing in for https://image.tmdb.org/t/p/{size}{poster_path}:
// https://developer.themoviedb.org/docs/image-basics. Images need no key, as on TMDB.
import type { FastifyPluginAsync } from 'fastify';
import { sendFault } from '../faults';
import type { MovieDbCatalog } from './catalog';
import { NOT_FOUND, tmdbErrorFor } from './errors';
import { POSTER_SIZES, type PosterSize, posterSvg } from './poster-svg';
import type { MovieDbStore } from './store';

export type ImageRoutesOptions = { store: MovieDbStore; catalog: MovieDbCatalog };

const isPosterSize = (size: string): size is PosterSize =>
  (POSTER_SIZES as readonly string[]).includes(size);

export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, options) => {
  const { store, catalog } = options;

  app.get<{ Params: { size: string; file: string } }>('/:size/:file', async (request, reply) => {
    store.countImage();
    const fault = store.faults.take('images');
    if (fault) {
      return sendFault(reply, fault, {
        signal: store.faults.signal,
        sendDefault: (r, status) => r.status(status).send(tmdbErrorFor(status)),
      });
    }
    const { size, file } = request.params;
    const record = catalog.posters.get(file);
    if (!record || !isPosterSize(size)) return reply.status(404).send(NOT_FOUND);
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        // A poster file never changes; TMDB gives a new file name to a new poster.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Opened on its own, an SVG is a document: it gets no script and no outside loads.
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .send(posterSvg(record, size))
    );
  });
};
