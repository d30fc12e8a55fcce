// Profile pictures for the demo accounts: initials on the account's colour, drawn as SVG so
// the emulator needs no image files. Spotify serves 300x300 profile images.
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../html';
import { type DemoAccount, findDemoAccount } from './demo-accounts';
import { webApiError } from './errors';

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

export function avatarSvg(account: DemoAccount): string {
  const label = escapeHtml(account.display_name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="300" height="300" fill="${escapeHtml(account.avatarColor)}"/>
<text x="150" y="150" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="120" font-weight="600">${escapeHtml(initials(account.display_name))}</text>
</svg>
`;
}

export const avatarRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/:id.svg', async (request, reply) => {
    const account = findDemoAccount(request.params.id);
    if (!account) return reply.status(404).send(webApiError(404, 'Image not found'));
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        // Opened on its own, an SVG is a document: it gets no script and no outside loads.
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .send(avatarSvg(account))
    );
  });
};
