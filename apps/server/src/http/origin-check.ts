// Backs up the SameSite session cookie against cross-site request forgery: a write to the API
// is refused when the browser says it comes from elsewhere, by its Origin (anything but
// PUBLIC_URL's origin; the Host header is the client's to write, so it proves nothing) or by
// its Sec-Fetch-Site (anything but our own page or the person's own action). Clients that send
// neither header (curl, scripts) are not browsers carrying someone's cookie, and pass.
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// https://www.w3.org/TR/fetch-metadata/#sec-fetch-site-header: `same-site` would let a
// sibling subdomain in, `cross-site` any site at all.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const { origin } = request.headers;
    const site = request.headers['sec-fetch-site'];
    const foreignOrigin = origin !== undefined && origin !== allowed;
    const foreignSite =
      site !== undefined && !(typeof site === 'string' && OWN_FETCH_SITES.has(site));
    if (foreignOrigin || foreignSite) {
      throw new ForbiddenError('Requests from other sites are not accepted.');
    }
  });
}
