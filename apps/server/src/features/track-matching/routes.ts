// POST /api/tracks/resolve: for clients that took spec 7's plain `{content}` from a generation
// route, finds its songs on Spotify, in the order given (AMENDMENTS A4).
import type { FastifyInstance } from 'fastify';
import { ResolveTracksRequestSchema, type ResolveTracksResponse } from '@moodtape/core';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import type { AuthService } from '../auth';
import type { TrackMatcher } from './matcher';

export function trackMatchingRoutes(
  app: FastifyInstance,
  deps: { matcher: TrackMatcher; auth: Pick<AuthService, 'serverAccessToken'> },
) {
  app.post('/api/tracks/resolve', async (request): Promise<ResolveTracksResponse> => {
    const ctx = await requireSession(request);
    const { songs } = parse(ResolveTracksRequestSchema, request.body);
    const accessToken = await deps.auth.serverAccessToken(ctx);
    const results = await deps.matcher.matchMany(songs, { accessToken, userId: ctx.user.id });
    // Nothing found because the day's share of searches is spent: say so, with when.
    const overQuota = results.find((r) => r.overQuota)?.overQuota;
    if (overQuota && !results.some((r) => r.outcome === 'found')) throw overQuota;
    return { tracks: results.map((r) => r.track) };
  });
}
