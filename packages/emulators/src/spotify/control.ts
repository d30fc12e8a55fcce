// Switches for tests and demos (AMENDMENTS A7): token lifetime, development mode, faults per
// endpoint and refresh-token revocation, and a look at the playlists people made. Not part
// of Spotify's contract.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type ControlTokenOption, requireControlToken } from '../control-token';
import { FaultSchema } from '../faults';
import { DEMO_ACCOUNTS, findDemoAccount } from './demo-accounts';
import { webApiError } from './errors';
import { snapshotId } from './playlist-store';
import { REFRESH_TOKEN_LIFETIME_SECONDS } from './options';
import { FAULT_NAMES, type SpotifyStore } from './store';

const ACCOUNT_IDS = DEMO_ACCOUNTS.map((account) => account.id).join(', ');

export const ControlSchema = z.strictObject({
  tokenLifetimeSeconds: z.number().int().min(1).max(86_400).optional(),
  refreshTokenLifetimeSeconds: z
    .number()
    .int()
    .min(1)
    .max(REFRESH_TOKEN_LIFETIME_SECONDS)
    .optional(),
  developmentMode: z.boolean().optional(),
  searchDelayMs: z.number().int().min(0).max(60_000).optional(),
  faults: z
    .strictObject({
      token: FaultSchema.nullable().optional(),
      refresh: FaultSchema.nullable().optional(),
      me: FaultSchema.nullable().optional(),
      authorize: FaultSchema.nullable().optional(),
      search: FaultSchema.nullable().optional(),
      player: FaultSchema.nullable().optional(),
      playlists: FaultSchema.nullable().optional(),
      library: FaultSchema.nullable().optional(),
    })
    .optional(),
  revokeRefreshTokens: z
    .string()
    .refine((value) => value === 'all' || findDemoAccount(value) !== undefined, {
      message: `must be "all" or a demo account id (${ACCOUNT_IDS})`,
    })
    .optional(),
});

export type ControlRoutesOptions = { store: SpotifyStore } & ControlTokenOption;

export const controlRoutes: FastifyPluginAsync<ControlRoutesOptions> = async (
  app,
  { store, controlToken },
) => {
  requireControlToken(app, controlToken);
  const state = () => ({ ...store.settings(), faults: store.faults.snapshot() });

  app.get('/', async () => state());

  app.post('/', async (request, reply) => {
    // An empty POST changes nothing and answers the state, like GET.
    const parsed = ControlSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (i) => `${i.path.join('.') || 'body'}: ${i.message}`,
      );
      return reply
        .status(400)
        .send(webApiError(400, `Invalid control body: ${problems.join('; ')}`));
    }
    const {
      tokenLifetimeSeconds,
      refreshTokenLifetimeSeconds,
      developmentMode,
      searchDelayMs,
      faults,
      revokeRefreshTokens,
    } = parsed.data;
    store.updateSettings({
      ...(tokenLifetimeSeconds !== undefined ? { tokenLifetimeSeconds } : {}),
      ...(refreshTokenLifetimeSeconds !== undefined ? { refreshTokenLifetimeSeconds } : {}),
      ...(developmentMode !== undefined ? { developmentMode } : {}),
      ...(searchDelayMs !== undefined ? { searchDelayMs } : {}),
    });
    for (const name of FAULT_NAMES) {
      const fault = faults?.[name];
      if (fault !== undefined) store.faults.set(name, fault);
    }
    const revoked = revokeRefreshTokens ? store.revokeRefreshTokens(revokeRefreshTokens) : 0;
    return { ...state(), revokedRefreshTokens: revoked };
  });

  app.get('/stats', async () => store.stats());

  // What a demo account holds, without a token: tests check what the product saved.
  // Descriptions are as the client sent them (the Web API escapes them).
  app.get<{ Querystring: { user?: unknown } }>('/playlists', async (request, reply) => {
    const { user } = request.query;
    if (user !== undefined && (typeof user !== 'string' || !findDemoAccount(user))) {
      const message = `Invalid control query: user must be a demo account id (${ACCOUNT_IDS})`;
      return reply.status(400).send(webApiError(400, message));
    }
    const playlists = store.playlists.list(user);
    return {
      playlists: playlists.map((playlist) => ({
        id: playlist.id,
        owner: playlist.ownerId,
        name: playlist.name,
        description: playlist.description,
        public: playlist.public,
        collaborative: playlist.collaborative,
        snapshotId: snapshotId(playlist),
        uris: playlist.entries.map((entry) => `spotify:track:${entry.trackId}`),
      })),
    };
  });

  app.post('/reset', async () => {
    store.reset();
    return state();
  });
};
