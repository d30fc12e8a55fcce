// Save to Spotify (spec 5, spec 7 "create playlist; add tracks"): the playlist is made in
// the signed-in person's own account, never anyone else's (AMENDMENTS A2, A5).
import type { FastifyInstance } from 'fastify';
import { SaveToSpotifyRequestSchema, type SaveToSpotifyResponse } from '@moodtape/core';
import { parse } from '../../http/parse';
import { assertOwnIdentity, requireSession } from '../../http/session';
import type { SpotifyExport } from './service';

export function spotifyPlaylistRoutes(
  app: FastifyInstance,
  deps: { spotifyExport: SpotifyExport },
) {
  app.post('/api/spotify/playlists', async (request, reply): Promise<SaveToSpotifyResponse> => {
    const ctx = await requireSession(request);
    const body = parse(SaveToSpotifyRequestSchema, request.body);
    assertOwnIdentity(body, ctx);
    return reply.status(201).send(await deps.spotifyExport.save(ctx, body));
  });
}
