// GET /api/monograms/<name>.svg: a creator's initials on a colour (services/monogram.ts).
// Public and immutable: the same name always draws the same picture.
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors';
import { MONOGRAM_NAME_MAX_LENGTH, monogramSvg } from '../services/monogram';

const FOREVER = 'public, max-age=31536000, immutable';

export function monogramRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/api/monograms/:file', async (request, reply) => {
    const { file } = request.params;
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (name.trim() === '' || [...name].length > MONOGRAM_NAME_MAX_LENGTH) {
      throw new NotFoundError('No such picture.');
    }
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', FOREVER)
        // Opened on its own, the picture may run nothing and load nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(monogramSvg(name))
    );
  });
}
