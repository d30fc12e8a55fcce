// What every AI call made for a person shares. Each person may make a limited number per
// minute (playlists, video queries, theme, suggestions, pictures); above it the answer is 429
// with a message that says when to try again. Counted in the database, so every instance
// behind a load balancer agrees. The calls around a playlist (videos, suggestions) also read
// their request the same way.
import { type AroundTheMusicRequest, AroundTheMusicRequestSchema } from '@moodtape/core';
import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { aiCallWindows } from '../../db/schema';
import { RateLimitedError } from '../../errors';
import { parse } from '../../http/parse';
import { requireSession } from '../../http/session';
import type { AiImage, AroundTheMusic } from '../../integrations/ai/types';
import type { DailyQuota } from '../limits';
import type { ImageService } from '../uploads';

const WINDOW_MS = 60_000;

export type AiRateLimit = ReturnType<typeof createAiRateLimit>;

export function createAiRateLimit(deps: {
  db: Db;
  clock: () => Date;
  callsPerMinute: number;
  quota: DailyQuota;
}) {
  return {
    async take(userId: string): Promise<void> {
      const now = deps.clock().getTime();
      const windowStart = now - (now % WINDOW_MS);
      const calls = await countAiCall(deps.db, userId, new Date(windowStart));
      if (calls > deps.callsPerMinute) {
        throw new RateLimitedError(Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000)));
      }
      // The day's share too, so one person cannot spend the deployment's AI bill alone.
      await deps.quota.spend(userId, 'aiCalls');
    },
  };
}

// Counts one call in the window and answers the window's total, atomically, so that two
// requests at once cannot both slip under the limit.
async function countAiCall(db: Db, userId: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(aiCallWindows)
    .values({ userId, windowStart, calls: 1 })
    .onConflictDoUpdate({
      target: [aiCallWindows.userId, aiCallWindows.windowStart],
      set: { calls: sql`${aiCallWindows.calls} + 1` },
    })
    .returning({ calls: aiCallWindows.calls });
  return row?.calls ?? 1;
}

// Windows older than an hour count for nothing; the hourly sweep (app.ts) drops them.
export async function sweepAiCallWindows(db: Db, now: Date): Promise<void> {
  await db
    .delete(aiCallWindows)
    .where(lt(aiCallWindows.windowStart, new Date(now.getTime() - 60 * WINDOW_MS)));
}

export type AroundTheMusicRequestReader = (request: FastifyRequest) => Promise<AroundTheMusic>;

// spec 7's request around a playlist (playlist, prompt, imageUrl): a signed-in person, a
// valid body, their uploaded photo, and one AI call counted against their limit.
export function createAroundTheMusicReader(deps: {
  images: Pick<ImageService, 'photoForAi'>;
  rateLimit: AiRateLimit;
}): AroundTheMusicRequestReader {
  return async (request) => {
    const ctx = await requireSession(request);
    const body = parse(AroundTheMusicRequestSchema, request.body);
    const image = await deps.images.photoForAi(body.imageUrl);
    await deps.rateLimit.take(ctx.user.id);
    return aroundTheMusicInput(body, image);
  };
}

function aroundTheMusicInput(body: AroundTheMusicRequest, image: AiImage | null): AroundTheMusic {
  return {
    prompt: body.prompt,
    playlistName: body.playlist.name,
    songs: body.playlist.tracks.map((t) => ({ title: t.title, artist: t.artist })),
    image,
  };
}
