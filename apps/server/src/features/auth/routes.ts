// Sign-in routes (AMENDMENTS A1). The OAuth redirect lands on /callback on our own host.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type AccessTokenResponse,
  CallbackQuerySchema,
  LoginQuerySchema,
  type SessionResponse,
} from '@moodtape/core';
import type { Config } from '../../config';
import { parse } from '../../http/parse';
import {
  clearSessionCookie,
  type CookieNames,
  requireSession,
  setSessionCookie,
} from '../../http/session';
import type { WebPage } from '../../http/static-web';
import { toProfile } from '../users';
import { IntegrationError } from '../../errors';
import {
  type AuthService,
  LOGIN_STATE_LIFETIME_MS,
  LoginError,
  type LoginMode,
  SessionEndedError,
} from './service';

export function authRoutes(
  app: FastifyInstance,
  deps: { config: Config; auth: AuthService; cookies: CookieNames; page: WebPage },
) {
  const { config, auth, cookies, page } = deps;
  const secure = config.secureCookies;
  const publicOrigin = new URL(config.publicUrl);

  app.get('/api/auth/login', async (request, reply) => {
    // The state cookie must be set on the host Spotify redirects back to.
    if (request.host !== publicOrigin.host) {
      return reply.redirect(`${config.publicUrl}${request.url}`, 302);
    }
    const { mode } = parse(LoginQuerySchema, request.query);
    const { url, stateCookie } = auth.startLogin(mode);
    reply.setCookie(cookies.loginState, stateCookie, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: LOGIN_STATE_LIFETIME_MS / 1000,
    });
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  app.get('/callback', async (request, reply) => {
    const query = parse(CallbackQuerySchema, request.query);
    // Without OAuth parameters this is the page a refresh popup finishes on (spec 4).
    if (!query.code && !query.error) return page.send(reply);

    const saved = auth.openLoginState(request.cookies[cookies.loginState]);
    reply.clearCookie(cookies.loginState, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    const mode = saved?.mode ?? 'page';
    try {
      const { sessionToken } = await auth.completeLogin(query, saved);
      const previous = await request.currentSession();
      if (previous) await auth.logout(previous);
      setSessionCookie(reply, cookies, secure, sessionToken);
      return finish(reply, mode, null);
    } catch (error) {
      if (!(error instanceof LoginError)) throw error;
      if (error.reason === 'cancelled') request.log.info('sign-in cancelled on Spotify');
      else {
        // Spotify's own words (e.g. its plain-text 403 for a person off the app's user list).
        const spotifySays =
          error.cause instanceof IntegrationError ? error.cause.detail : undefined;
        request.log.warn(
          { err: error.cause ?? error, reason: error.reason, spotifySays },
          'sign-in failed',
        );
      }
      return finish(reply, mode, error.reason);
    }
  });

  function finish(reply: FastifyReply, mode: LoginMode, failure: string | null) {
    const target = mode === 'popup' ? '/callback' : '/';
    const query = failure ? `?login_error=${failure}` : '';
    return reply.header('cache-control', 'no-store').redirect(`${target}${query}`, 302);
  }

  app.get('/api/auth/session', async (request, reply): Promise<SessionResponse> => {
    const ctx = await request.currentSession();
    reply.header('cache-control', 'no-store');
    return { user: ctx ? toProfile(ctx.user) : null };
  });

  app.get('/api/auth/token', async (request, reply): Promise<AccessTokenResponse> => {
    const ctx = await requireSession(request);
    reply.header('cache-control', 'no-store');
    return auth.accessToken(ctx);
  });

  app.post('/api/auth/refresh', async (request, reply): Promise<AccessTokenResponse> => {
    const ctx = await requireSession(request);
    reply.header('cache-control', 'no-store');
    try {
      return await auth.refresh(ctx);
    } catch (error) {
      if (error instanceof SessionEndedError) {
        request.log.info({ spotifySays: error.spotifySays }, 'Spotify ended the session');
      }
      throw error;
    }
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const ctx = await requireSession(request);
    await auth.logout(ctx);
    clearSessionCookie(reply, cookies, secure);
    return reply.status(204).send();
  });
}
