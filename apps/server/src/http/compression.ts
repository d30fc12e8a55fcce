// JSON and HTML answers (and any other text above 1 KB) go out compressed, brotli or gzip as
// the browser accepts, with `Vary: Accept-Encoding`. Brotli at a middle quality: its top
// settings cost more CPU per answer than the bytes they save are worth on the fly. The web
// app's files are compressed once, at top quality, by the build (static-web.ts); an answer
// that already carries a Content-Encoding is left as it is. Event streams opt out at their
// routes, since compression would hold events back (the plugin skips text/event-stream too).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
