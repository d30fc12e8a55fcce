// Album covers, standing in for i.scdn.co images: a gradient from the album id with the
// album's initials, as SVG, so the emulator needs no image files. Search answers list them
// at the three sizes Spotify lists (640, 300, 64); an SVG serves them all.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../html';
import { initials } from './avatars';
import { webApiError } from './errors';
import { TRACKS_BY_ALBUM } from './track-catalog';

export const COVER_SIZES = [640, 300, 64] as const;
export const COVERS_PREFIX = '/images/covers';

export function coverPath(albumId: string, size: number): string {
  return `${COVERS_PREFIX}/${albumId}.svg?size=${size}`;
}

export function coverSvg(albumId: string, albumName: string, size = 640): string {
  const hash = createHash('sha256').update(albumId).digest();
  const byte = (i: number) => hash[i] ?? 0;
  const hue = Math.round((byte(0) * 360) / 256);
  const hue2 = (hue + 40 + (byte(1) % 120)) % 360;
  const angle = byte(2) % 360;
  const label = escapeHtml(albumName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300" role="img" aria-label="${label}">
<title>${label}</title>
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
<stop offset="0" stop-color="hsl(${hue} 70% 58%)"/>
<stop offset="1" stop-color="hsl(${hue2} 65% 28%)"/></linearGradient></defs>
<rect width="300" height="300" fill="url(#g)"/>
<circle cx="${60 + (byte(3) % 180)}" cy="${60 + (byte(4) % 180)}" r="${40 + (byte(5) % 70)}" fill="#ffffff" fill-opacity="0.14"/>
<text x="24" y="270" fill="#ffffff" fill-opacity="0.92" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="72" font-weight="700">${escapeHtml(initials(albumName.replace(/[([].*?[)\]]/g, '')))}</text>
</svg>
`;
}

export const coverRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { albumId: string }; Querystring: { size?: string } }>(
    '/:albumId.svg',
    async (request, reply) => {
      const track = TRACKS_BY_ALBUM.get(request.params.albumId);
      if (!track) return reply.status(404).send(webApiError(404, 'Image not found'));
      const size = COVER_SIZES.find((s) => String(s) === request.query.size) ?? 640;
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          // Album art never changes for an id, as on Spotify's image CDN.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Opened on its own, an SVG is a document: it gets no script and no outside loads.
          .header('content-security-policy', "default-src 'none'")
          .header('x-content-type-options', 'nosniff')
          .send(coverSvg(track.albumId, track.albumName, size))
      );
    },
  );
};
