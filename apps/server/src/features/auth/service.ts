// Spotify sign-in with our server as the OAuth client (AMENDMENTS A1): PKCE, a sealed
// state cookie, sessions in the database, and Spotify tokens that never leave the server
// except the short-lived access token the Web Playback SDK needs.
import {
  type AccessTokenResponse,
  MESSAGES,
  SPOTIFY_AUTH_SCOPES,
  remainingTokenMs,
} from '@moodtape/core';
import { z } from 'zod';
import type { SpotifyConfig } from '../../config';
import type { Db } from '../../db/client';
import { ConsentRequiredError, IntegrationError } from '../../errors';
import { SESSION_LIFETIME_MS, type SessionWithUser } from '../../http/session';
import {
  buildAuthorizeUrl,
  type SpotifyAccountsClient,
} from '../../integrations/spotify/accounts-client';
import type { TokenResponse } from '../../integrations/spotify/schemas';
import type { SpotifyWebApi } from '../../integrations/spotify/web-api-client';
import { type SecretBox, createPkcePair, randomToken, sha256Hex } from '../../lib/secrets';
import type { UserService } from '../users';
import { deleteSession, findLiveSession, insertSession, updateSessionTokens } from './queries';
export const LOGIN_STATE_LIFETIME_MS = 10 * 60 * 1000;
const SESSION_ENDED_MESSAGE = MESSAGES.spotifySignInEnded;
// A refresh that another tab finished moments ago is reused rather than repeated.
const RECENT_REFRESH_MS = 30_000;
// A token with less left than this is refreshed before the server uses it for a call.
const TOKEN_MARGIN_MS = 60_000;

export type LoginMode = 'page' | 'popup';
// `not_allowlisted`: Spotify let the person consent but refuses them to the app, which is in
// development mode and does not have them on its user list (GET /v1/me answers 403).
export type LoginFailure = 'cancelled' | 'state' | 'failed' | 'not_allowlisted';

// Spotify will not refresh the session's tokens any more; only a new consent helps.
// `spotifySays` is Spotify's reason ("Refresh token expired"), for the log.
export class SessionEndedError extends ConsentRequiredError {
  constructor(readonly spotifySays: string | undefined) {
    super(SESSION_ENDED_MESSAGE);
  }
}

export class LoginError extends Error {
  constructor(
    readonly reason: LoginFailure,
    options?: ErrorOptions,
  ) {
    super(`Sign-in failed: ${reason}`, options);
  }
}

const LoginStateSchema = z.object({
  state: z.string(),
  verifier: z.string(),
  mode: z.enum(['page', 'popup']),
  issuedAt: z.number(),
});
export type LoginState = z.infer<typeof LoginStateSchema>;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Db;
  spotify: SpotifyConfig;
  accounts: SpotifyAccountsClient;
  webApi: SpotifyWebApi;
  users: UserService;
  tokenBox: SecretBox;
  stateBox: SecretBox;
  clock: () => Date;
}) {
  const { db, spotify, accounts, webApi, users, tokenBox, stateBox, clock } = deps;

  function sealedTokens(tokens: TokenResponse, previousRefresh: string | null) {
    const now = clock();
    return {
      accessTokenSealed: tokenBox.seal(tokens.access_token),
      accessTokenExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
      // Spotify may rotate the refresh token; without a new one the old one stays good.
      refreshTokenSealed: tokens.refresh_token
        ? tokenBox.seal(tokens.refresh_token)
        : previousRefresh,
      scope: tokens.scope,
      tokensUpdatedAt: now,
    };
  }

  const remaining = (ctx: SessionWithUser) =>
    remainingTokenMs(ctx.session.accessTokenExpiresAt.getTime(), clock().getTime());

  function tokenAnswer(ctx: SessionWithUser): AccessTokenResponse {
    const accessToken = tokenBox.open(ctx.session.accessTokenSealed);
    if (!accessToken) throw new ConsentRequiredError();
    const expiresAt = ctx.session.accessTokenExpiresAt.getTime();
    return {
      access_token: accessToken,
      expires_at: expiresAt,
      expires_in: Math.floor(remainingTokenMs(expiresAt, clock().getTime()) / 1000),
    };
  }

  return {
    startLogin(mode: LoginMode): { url: string; stateCookie: string } {
      const state = randomToken(24);
      const { verifier, challenge } = createPkcePair();
      const loginState: LoginState = { state, verifier, mode, issuedAt: clock().getTime() };
      const url = buildAuthorizeUrl({
        authorizeBaseUrl: spotify.authorizeBaseUrl,
        clientId: spotify.clientId,
        redirectUri: spotify.redirectUri,
        state,
        codeChallenge: challenge,
        scopes: SPOTIFY_AUTH_SCOPES,
      });
      return { url, stateCookie: stateBox.seal(JSON.stringify(loginState)) };
    },

    // What the login cookie holds; null when it is missing, forged or unreadable.
    openLoginState(cookie: string | undefined): LoginState | null {
      const text = cookie ? stateBox.open(cookie) : null;
      if (!text) return null;
      try {
        return LoginStateSchema.parse(JSON.parse(text));
      } catch {
        return null;
      }
    },

    // Checks the state, trades the code for tokens, and opens a session for the person.
    async completeLogin(
      input: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      saved: LoginState | null,
    ): Promise<{ sessionToken: string }> {
      if (!saved || !input.state || saved.state !== input.state) throw new LoginError('state');
      if (clock().getTime() - saved.issuedAt > LOGIN_STATE_LIFETIME_MS)
        throw new LoginError('state');
      if (input.error === 'access_denied') throw new LoginError('cancelled');
      if (input.error || !input.code) throw new LoginError('failed');

      try {
        const tokens = await accounts.exchangeCode({
          code: input.code,
          redirectUri: spotify.redirectUri,
          codeVerifier: saved.verifier,
        });
        const me = await webApi.getCurrentUser(tokens.access_token);
        const user = await users.ensureSpotifyUser({
          id: me.id,
          email: me.email ?? null,
          displayName: me.display_name ?? null,
          imageUrl: me.images[0]?.url ?? null,
        });
        const sessionToken = randomToken(32);
        const now = clock();
        await insertSession(db, {
          tokenHash: sha256Hex(sessionToken),
          userId: user.id,
          ...sealedTokens(tokens, null),
          createdAt: now,
          expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        });
        return { sessionToken };
      } catch (cause) {
        const refused =
          cause instanceof IntegrationError && cause.upstreamCode === 'user_not_registered';
        throw new LoginError(refused ? 'not_allowlisted' : 'failed', { cause });
      }
    },

    authenticate(sessionToken: string): Promise<SessionWithUser | null> {
      return findLiveSession(db, sha256Hex(sessionToken), clock());
    },

    accessToken: tokenAnswer,

    async refresh(ctx: SessionWithUser): Promise<AccessTokenResponse> {
      const sinceRefresh = clock().getTime() - ctx.session.tokensUpdatedAt.getTime();
      const stillFresh = remaining(ctx) > TOKEN_MARGIN_MS;
      if (sinceRefresh < RECENT_REFRESH_MS && stillFresh) return tokenAnswer(ctx);

      const refreshToken = ctx.session.refreshTokenSealed
        ? tokenBox.open(ctx.session.refreshTokenSealed)
        : null;
      if (!refreshToken) throw new ConsentRequiredError();
      let tokens: TokenResponse;
      try {
        tokens = await accounts.refresh(refreshToken);
      } catch (error) {
        // Expired (six months after consent, since June 2026) or revoked: no retry brings
        // it back, only a new consent. The session stays, so that the page's Refresh
        // Connection (spec 4 Token session) can get that consent without losing the page.
        if (error instanceof IntegrationError && error.upstreamCode === 'invalid_grant') {
          throw new SessionEndedError(error.detail);
        }
        throw error;
      }
      const sealed = sealedTokens(tokens, ctx.session.refreshTokenSealed);
      await updateSessionTokens(db, ctx.session.tokenHash, sealed);
      return tokenAnswer({ ...ctx, session: { ...ctx.session, ...sealed } });
    },

    // A Spotify access token for calls the server makes on the person's behalf (search),
    // refreshed first when it is about to run out.
    async serverAccessToken(ctx: SessionWithUser): Promise<string> {
      const answer = remaining(ctx) > TOKEN_MARGIN_MS ? tokenAnswer(ctx) : await this.refresh(ctx);
      return answer.access_token;
    },

    logout(ctx: SessionWithUser): Promise<void> {
      return deleteSession(db, ctx.session.tokenHash);
    },
  };
}
