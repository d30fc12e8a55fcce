// Thumbnails (/vi/{id}/{name}.jpg, as on i.ytimg.com and Invidious) and the embed player
// (/embed/{id}, as on youtube.com and Invidious), served by both video emulators.
import type { FastifyContextConfig, FastifyPluginAsync, FastifyReply } from 'fastify';
import { single } from '../params';
import type { CatalogVideo } from './catalog';
import { embedPage, embedStyle, unavailablePage } from './embed-page';
import { VIDEO_ID } from './seeds';
import { THUMBNAIL_SIZES, thumbnailSvg } from './thumbnails';

export type MediaRoutesOptions = { find: (id: string) => CatalogVideo | undefined };

const IMAGE_NAME = /^([a-z0-9]+)\.(jpg|webp)$/;

// The host app may put its own security headers on every answer (Moodtape's forbid framing);
// @fastify/helmet reads this route option and leaves these routes to set their own.
// Read by the host app's @fastify/helmet, whose types this package does not load.
const OWN_HEADERS = { helmet: { skipRoute: true } } as FastifyContextConfig;

function image(reply: FastifyReply, svg: string, known: boolean) {
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      // A known video's image never changes for its id, as on YouTube's image host; a bare
      // id's may, once a search shows the video.
      .header(
        'cache-control',
        known ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      )
      // Opened on its own, an SVG is a document: it gets no script and no outside loads.
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(svg)
  );
}

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { find }) => {
  app.get<{ Params: { id: string; name: string } }>(
    '/vi/:id/:name',
    { config: OWN_HEADERS },
    async (request, reply) => {
      const { id, name } = request.params;
      const size = THUMBNAIL_SIZES[IMAGE_NAME.exec(name)?.[1] ?? ''];
      // i.ytimg.com answers 404 with no body worth reading.
      if (!VIDEO_ID.test(id) || !size)
        return reply.status(404).type('text/plain').send('Not Found');
      const video = find(id);
      return image(reply, thumbnailSvg(id, video, size), video !== undefined);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { autoplay?: unknown } }>(
    '/embed/:id',
    { config: OWN_HEADERS },
    async (request, reply) => {
      const { id } = request.params;
      reply
        .header('cache-control', 'no-store')
        // Framed by Moodtape (any origin may frame a YouTube embed); no script at all.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-ancestors *",
        )
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8');
      if (!VIDEO_ID.test(id)) return reply.status(404).send(unavailablePage());
      const autoplay = single(request.query.autoplay) === '1';
      return reply.send(embedPage(id, find(id), autoplay));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/embed/:id/player.css',
    { config: OWN_HEADERS },
    async (request, reply) => {
      const { id } = request.params;
      if (!VIDEO_ID.test(id)) return reply.status(404).type('text/plain').send('Not Found');
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(embedStyle(find(id)));
    },
  );
};
