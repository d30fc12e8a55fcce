// Who is asking: the session cookie, looked up at most once per request by the auth
// feature's `authenticate`, and the checks every route makes with it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityClaim } from '@moodtape/core';
import type { SessionRow, UserRow } from '../db/schema';
import { ForbiddenError, UnauthorizedError } from '../errors';

// The person a request comes from, with the session that proves it.
export type SessionWithUser = { session: SessionRow; user: UserRow };

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    currentSession(): Promise<SessionWithUser | null>;
  }
}

export type CookieNames = { session: string; loginState: string };

// The __Host- prefix pins a cookie to our exact origin, but browsers accept it over https only.
export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { session: '__Host-mt_session', loginState: '__Host-mt_login' }
    : { session: 'mt_session', loginState: 'mt_login' };
}

export function registerSessionLookup(
  app: FastifyInstance,
  authenticate: (sessionToken: string) => Promise<SessionWithUser | null>,
  names: CookieNames,
) {
  const cache = new WeakMap<FastifyRequest, Promise<SessionWithUser | null>>();
  app.decorateRequest('currentSession', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.cookies[names.session];
      pending = token ? authenticate(token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
}

export async function requireSession(request: FastifyRequest): Promise<SessionWithUser> {
  const ctx = await request.currentSession();
  if (!ctx) throw new UnauthorizedError();
  return ctx;
}

// AMENDMENTS A2: spec 7's spotify_email / spotify_username are accepted, but only when they
// name the person the session belongs to.
export function assertOwnIdentity(claim: IdentityClaim, ctx: SessionWithUser): void {
  const email = claim.spotify_email?.trim();
  if (email && email.toLowerCase() !== ctx.user.email?.toLowerCase()) throw new ForbiddenError();
  const username = claim.spotify_username?.trim();
  if (username && username !== ctx.user.id) throw new ForbiddenError();
}

export function setSessionCookie(
  reply: FastifyReply,
  names: CookieNames,
  secure: boolean,
  token: string,
) {
  reply.setCookie(names.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, names: CookieNames, secure: boolean) {
  reply.clearCookie(names.session, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
