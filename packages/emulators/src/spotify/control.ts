// Switches for tests and demos (AMENDMENTS A7): token lifetime, development mode, faults per
// endpoint and refresh-token revocation, the player's ways (relinking, late devices, blocked
// autoplay, another app taking the playback), and a look at the playlists people made. Not
// part of Spotify's contract.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type ControlTokenOption, requireControlToken } from '../control-token';
import { FaultSchema } from '../faults';
import { DEMO_ACCOUNTS, findDemoAccount } from './demo-accounts';
import { webApiError } from './errors';
import type { PlayerStore } from './player-store';
import { snapshotId } from './playlist-store';
import { TRACKS_BY_ID } from './track-catalog';
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
  player: z
    .strictObject({
      // New SDK devices are "not found" by the Web API for this long after they connect.
      deviceVisibilityDelayMs: z.number().int().min(0).max(60_000).optional(),
      // New SDK devices cannot sound until the page calls activateElement().
      autoplayBlocked: z.boolean().optional(),
      // Catalog track ids to relink, besides the ones the rule relinks (relinking.ts).
      relinkTracks: z
        .array(z.string().refine((id) => TRACKS_BY_ID.has(id), 'must be a catalog track id'))
        .optional(),
    })
    .optional(),
  revokeRefreshTokens: z
    .string()
    .refine((value) => value === 'all' || findDemoAccount(value) !== undefined, {
      message: `must be "all" or a demo account id (${ACCOUNT_IDS})`,
    })
    .optional(),
});

const TransferSchema = z.strictObject({
  user: z.string().refine((value) => findDemoAccount(value) !== undefined, {
    message: `must be a demo account id (${ACCOUNT_IDS})`,
  }),
  deviceName: z.string().trim().min(1).max(100).default("Ava's phone"),
});

export type ControlRoutesOptions = {
  store: SpotifyStore;
  players: PlayerStore;
} & ControlTokenOption;

const invalid = (error: z.ZodError) =>
  webApiError(
    400,
    `Invalid control body: ${error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}`,
  );

export const controlRoutes: FastifyPluginAsync<ControlRoutesOptions> = async (
  app,
  { store, players, controlToken },
) => {
  requireControlToken(app, controlToken);
  const state = () => ({
    ...store.settings(),
    faults: store.faults.snapshot(),
    player: { ...players.switches(), relinkTracks: players.relinking.switched() },
  });

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
      player,
    } = parsed.data;
    if (player) {
      const { relinkTracks, ...switches } = player;
      players.setSwitches(switches);
      players.relinking.relink(relinkTracks ?? []);
    }
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

  // Another Spotify app of the account takes the playback (Spotify Connect): the SDK device
  // that played reports null. Answers the other device's id.
  app.post('/transfer-playback', async (request, reply) => {
    const parsed = TransferSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send(invalid(parsed.error));
    const other = players.transferToOtherApp(parsed.data.user, parsed.data.deviceName);
    return { device_id: other.id };
  });

  app.post('/reset', async () => {
    store.reset();
    players.resetSwitches();
    return state();
  });
};
