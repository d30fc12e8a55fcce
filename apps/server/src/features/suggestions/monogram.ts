// Creator pictures when there is none (spec 3 Creator imageUrl): the initials of the name on
// a colour picked from a hash of it, as an SVG served by us (GET /api/monograms/<name>.svg).
// The name comes from an AI or a request, so every character of it that reaches the SVG
// is escaped, and the SVG holds nothing but shapes and text.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors';

const MONOGRAM_NAME_MAX_LENGTH = 120;
// Public and immutable: the same name always draws the same picture.
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

export function monogramPath(name: string): string {
  const short = [...name.trim()].slice(0, MONOGRAM_NAME_MAX_LENGTH).join('');
  return `/api/monograms/${encodeURIComponent(short || '?')}.svg`;
}

export function initials(name: string): string {
  const words = name.split(/\s+/).map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '');
  const letters = words.filter((letter) => letter !== '');
  const picked = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').toLocaleUpperCase() || '?';
}

export function monogramSvg(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const text = escapeXml(initials(name));
  const title = escapeXml(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<title>${title}</title>`,
    `<rect width="128" height="128" rx="24" fill="hsl(${hue}, 45%, 38%)"/>`,
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" ',
    `font-size="52" font-weight="600" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Also drops characters XML 1.0 does not allow at all, which would make the file invalid.
export function escapeXml(text: string): string {
  return [...text]
    .filter((c) => allowedInXml(c.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);
}

// https://www.w3.org/TR/xml/#charsets: tab, newline, carriage return, and the rest of
// Unicode except surrogates and U+FFFE/U+FFFF.
function allowedInXml(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code < 0x20) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code !== 0xfffe && code !== 0xffff;
}
