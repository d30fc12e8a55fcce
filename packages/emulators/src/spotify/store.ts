// Everything the Spotify emulator remembers, in memory, one store per plugin registration.
// Time comes from the injected clock so tests can expire codes and tokens without waiting.
import { randomBytes } from 'node:crypto';
import { type FaultRegistry, createFaultRegistry } from '../faults';
import type { ResolvedOptions, SpotifyApp } from './options';
import { createPlaylistStore } from './playlist-store';

export const FAULT_NAMES = [
  'token',
  'refresh',
  'me',
  'authorize',
  'search',
  'player',
  'playlists',
  'library',
] as const;
export type SpotifyFaultName = (typeof FAULT_NAMES)[number];

// https://developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow: codes live
// ten minutes. The consent page itself is given longer, so nobody is hurried while choosing.
const CODE_LIFETIME_MS = 10 * 60_000;
const PENDING_LIFETIME_MS = 30 * 60_000;
// Expired codes and access tokens are kept a day, so a late caller hears "expired" rather
// than "invalid", as from Spotify.
const EXPIRED_MEMORY_MS = 24 * 60 * 60_000;

export type PendingAuthorization = {
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  scopes: string[];
  codeChallenge: string | undefined;
  expiresAt: number;
};

export type AuthorizationCode = Omit<PendingAuthorization, 'state'> & { userId: string };

export type AccessToken = { clientId: string; userId: string; scopes: string[]; expiresAt: number };

export type RefreshToken = {
  clientId: string;
  userId: string;
  scopes: string[];
  /** Issued through PKCE: may be refreshed with the client id alone, like Spotify allows. */
  pkce: boolean;
  /** When the person consented; the token and its successors expire a lifetime later. */
  authorizedAt: number;
  revoked: boolean;
};

export type ControlSettings = {
  tokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  developmentMode: boolean;
  // Added to every search answer, to play Spotify's latency (the benchmark uses 150 ms).
  searchDelayMs: number;
};

export type EmulatorStats = {
  searchRequests: number;
  playerRequests: number;
  playlistRequests: number;
};

export type IssuedTokens = { accessToken: string; refreshToken: string; expiresIn: number };

export type SpotifyStore = ReturnType<typeof createSpotifyStore>;

export function createSpotifyStore(options: ResolvedOptions) {
  const { now } = options;
  const apps = new Map<string, SpotifyApp>(options.apps.map((app) => [app.clientId, app]));
  const pending = new Map<string, PendingAuthorization>();
  const codes = new Map<string, AuthorizationCode>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, RefreshToken>();
  const faults: FaultRegistry<SpotifyFaultName> = createFaultRegistry(FAULT_NAMES);
  const playlists = createPlaylistStore(now);
  const defaults = (): ControlSettings => ({
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    refreshTokenLifetimeSeconds: options.refreshTokenLifetimeSeconds,
    developmentMode: true,
    searchDelayMs: 0,
  });
  let current = defaults();
  const noRequests = (): EmulatorStats => ({
    searchRequests: 0,
    playerRequests: 0,
    playlistRequests: 0,
  });
  let stats = noRequests();

  function forgetExpired() {
    const time = now();
    for (const [id, entry] of pending) if (entry.expiresAt <= time) pending.delete(id);
    for (const [code, entry] of codes) {
      if (entry.expiresAt + EXPIRED_MEMORY_MS <= time) codes.delete(code);
    }
    for (const [token, entry] of accessTokens) {
      if (entry.expiresAt + EXPIRED_MEMORY_MS <= time) accessTokens.delete(token);
    }
  }

  return {
    now,
    faults,
    playlists,
    findApp: (clientId: string) => apps.get(clientId),

    settings: (): ControlSettings => ({ ...current }),
    updateSettings(change: Partial<ControlSettings>) {
      current = { ...current, ...change };
    },
    stats: (): EmulatorStats => ({ ...stats }),
    countSearch() {
      stats.searchRequests += 1;
    },
    countPlayer() {
      stats.playerRequests += 1;
    },
    countPlaylist() {
      stats.playlistRequests += 1;
    },
    /**
     * Back to the registration's settings with no faults, zeroed stats and no playlists;
     * codes and tokens stay valid.
     */
    reset() {
      current = defaults();
      stats = noRequests();
      faults.clear();
      playlists.clear();
    },

    savePending(entry: Omit<PendingAuthorization, 'expiresAt'>): string {
      forgetExpired();
      const id = randomToken(18);
      pending.set(id, { ...entry, expiresAt: now() + PENDING_LIFETIME_MS });
      return id;
    },
    findPending(id: string): PendingAuthorization | undefined {
      const entry = pending.get(id);
      return entry && entry.expiresAt > now() ? entry : undefined;
    },
    deletePending: (id: string) => void pending.delete(id),

    issueCode(entry: Omit<AuthorizationCode, 'expiresAt'>): string {
      forgetExpired();
      const code = randomToken(48);
      codes.set(code, { ...entry, expiresAt: now() + CODE_LIFETIME_MS });
      return code;
    },
    /** Codes are single use: whoever presents one consumes it, whatever happens next. */
    takeCode(code: string, clientId: string): AuthorizationCode | undefined {
      const entry = codes.get(code);
      if (!entry || entry.clientId !== clientId) return undefined;
      codes.delete(code);
      return entry;
    },

    issueTokens(grant: Omit<RefreshToken, 'revoked'>): IssuedTokens {
      forgetExpired();
      const expiresIn = current.tokenLifetimeSeconds;
      const accessToken = randomToken(48);
      const refreshToken = randomToken(48);
      const { clientId, userId, scopes } = grant;
      accessTokens.set(accessToken, {
        clientId,
        userId,
        scopes,
        expiresAt: now() + expiresIn * 1000,
      });
      refreshTokens.set(refreshToken, { ...grant, revoked: false });
      return { accessToken, refreshToken, expiresIn };
    },
    findAccessToken: (token: string) => accessTokens.get(token),
    findRefreshToken: (token: string) => refreshTokens.get(token),
    refreshTokenExpired(entry: RefreshToken): boolean {
      return now() >= entry.authorizedAt + current.refreshTokenLifetimeSeconds * 1000;
    },
    /** Revokes the refresh tokens of one user (or everyone's); returns how many changed. */
    revokeRefreshTokens(userId: string | 'all'): number {
      let count = 0;
      for (const entry of refreshTokens.values()) {
        if (!entry.revoked && (userId === 'all' || entry.userId === userId)) {
          entry.revoked = true;
          count += 1;
        }
      }
      return count;
    },
  };
}

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}
