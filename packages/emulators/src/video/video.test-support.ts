// Helpers for the video emulators' tests: both emulators mounted where the product mounts
// them, on a clock that moves only when a test moves it, and requests over app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import type { z } from 'zod';
import { InvidiousError, SearchAnswer } from './invidious-contract';
import type { InvidiousEmulatorOptions, YoutubeEmulatorOptions } from './options';
import { GoogleError, SearchListResponse, VideoListResponse } from './youtube-contract';
import { invidiousEmulator } from './invidious-plugin';
import { youtubeEmulator } from './youtube-plugin';

export const YOUTUBE = '/emulators/youtube';
export const INVIDIOUS = '/emulators/invidious';
export const KEY = 'test-youtube-key';

export type VideoTestEmulator = {
  app: FastifyInstance;
  clock: { readonly now: number; advance(ms: number): void };
};

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

export function createVideoEmulators(
  options: { youtube?: YoutubeEmulatorOptions; invidious?: InvidiousEmulatorOptions } = {},
): VideoTestEmulator {
  // Noon UTC on 1 June 2026: 5 a.m. in Pacific time, where the quota day is counted.
  let now = Date.UTC(2026, 5, 1, 12);
  const clock = {
    get now() {
      return now;
    },
    advance(ms: number) {
      now += ms;
    },
  };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  void app.register(youtubeEmulator, {
    prefix: YOUTUBE,
    apiKey: KEY,
    now: () => clock.now,
    ...options.youtube,
  });
  void app.register(invidiousEmulator, {
    prefix: INVIDIOUS,
    now: () => clock.now,
    ...options.invidious,
  });
  open.push(app);
  return { app, clock };
}

// Every answer of the services' APIs is checked against the published contract (the zod
// schemas written from it): one the real service could not send fails the test.
type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;
function checked(answer: Injected, ok: z.ZodType, failed: z.ZodType): Injected {
  const schema = answer.statusCode === 200 ? ok : failed;
  const result = schema.safeParse(answer.json());
  if (!result.success) {
    throw new Error(`answer outside the contract (${answer.statusCode}): ${result.error.message}`);
  }
  return answer;
}

export async function youtubeSearch(app: FastifyInstance, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ part: 'snippet', type: 'video', key: KEY, ...params });
  const answer = await app.inject({ method: 'GET', url: `${YOUTUBE}/youtube/v3/search?${query}` });
  return checked(answer, SearchListResponse, GoogleError);
}

export async function youtubeVideos(app: FastifyInstance, ids: string[], params = {}) {
  const query = new URLSearchParams({
    part: 'contentDetails,statistics,snippet',
    id: ids.join(','),
    key: KEY,
    ...params,
  });
  const answer = await app.inject({ method: 'GET', url: `${YOUTUBE}/youtube/v3/videos?${query}` });
  return checked(answer, VideoListResponse, GoogleError);
}

export async function invidiousSearch(app: FastifyInstance, params: Record<string, string>) {
  const query = new URLSearchParams({ type: 'video', ...params });
  const answer = await app.inject({ method: 'GET', url: `${INVIDIOUS}/api/v1/search?${query}` });
  return checked(answer, SearchAnswer, InvidiousError);
}

export function control(app: FastifyInstance, base: string, body: unknown, path = '') {
  return app.inject({ method: 'POST', url: `${base}/__control${path}`, payload: body as object });
}

/** Seconds from an ISO 8601 duration as videos.list writes them ("PT1H2M3S"). */
export function seconds(iso: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso);
  if (!match) throw new Error(`not an ISO 8601 duration: ${iso}`);
  const [, d, h, m, s] = match.map((part) => Number(part ?? 0));
  return (d ?? 0) * 86_400 + (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}
