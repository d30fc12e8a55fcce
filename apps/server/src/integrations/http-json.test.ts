// Failures of the GET + JSON services (TMDB, YouTube, Invidious) read as sentences that
// name the service as a person knows it; the status stays in `detail` and `upstreamCode`.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TMDB_API_KEY,
  DEFAULT_YOUTUBE_API_KEY,
  createEmulatorServer,
} from '@moodtape/emulators';
import { IntegrationError } from '../errors';
import { createMovieDbClient } from './moviedb/client';
import { createYoutubeClient } from './video/youtube-client';

describe('JSON services failing', () => {
  let emulator: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const app = { name: 'Moodtape', clientId: 'test', redirectUris: ['http://127.0.0.1/callback'] };
    emulator = createEmulatorServer({ spotify: { apps: [app] } });
    base = `${await emulator.listen({ port: 0, host: '127.0.0.1' })}/emulators`;
  });
  afterAll(() => emulator.close());
  beforeEach(async () => {
    for (const service of ['tmdb', 'youtube']) {
      await fetch(`${base}/${service}/__control/reset`, { method: 'POST' });
    }
  });

  const control = (service: string, faults: object) =>
    fetch(`${base}/${service}/__control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults }),
    });
  const movieDb = (timeoutMs = 2000) =>
    createMovieDbClient({
      baseUrl: `${base}/tmdb`,
      apiKey: DEFAULT_TMDB_API_KEY,
      readToken: undefined,
      fetch,
      timeoutMs,
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(IntegrationError);
        return error as IntegrationError;
      },
    );

  it('says the service could not answer, and keeps the status for the log', async () => {
    await control('tmdb', { search: { status: 503 } });
    const error = await failure(movieDb().findPosterPath('movie', 'Drive', 2011));
    expect(error).toMatchObject({
      message: 'The movie database could not answer right now.',
      service: 'tmdb',
      upstreamStatus: 503,
      upstreamCode: 'tmdb_9',
      detail: 'HTTP 503',
    });
  });

  it('says a slow service did not answer in time', async () => {
    await control('tmdb', { search: { status: 500, delayMs: 1000 } });
    const error = await failure(movieDb(100).findPosterPath('tv', 'Severance', null));
    expect(error.message).toBe('The movie database did not answer in time.');
    expect(error.upstreamCode).toBe('timeout');
  });

  it('names YouTube as YouTube, with its own reason', async () => {
    await control('youtube', { search: { status: 500 } });
    const youtube = createYoutubeClient({
      baseUrl: `${base}/youtube`,
      apiKey: DEFAULT_YOUTUBE_API_KEY,
      fetch,
      timeoutMs: 2000,
    });
    const error = await failure(
      youtube.searchPage({ q: 'rain', maxResults: 6, shorts: false, pageToken: null }),
    );
    expect(error).toMatchObject({
      message: 'YouTube could not answer right now.',
      upstreamStatus: 500,
      upstreamCode: 'backendError',
    });
  });
});
