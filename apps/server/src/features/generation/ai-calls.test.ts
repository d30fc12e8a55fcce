// What every AI call around a playlist shares (spec 7): only signed-in people, only a photo
// uploaded to Moodtape, a configured provider first with the mood engine after it
// (AMENDMENTS A6), and one limit per person across all of them.
import { normalizeGradient, parseVideoQueries } from '@moodtape/core';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CABIN_PLAYLIST as PLAYLIST } from '../../../test/ai-stand-ins';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness, signedInHarness } from '../../../test/harness';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../../test/openai-emulators';

describe.each(TEST_DATABASES)('around the music ($kind)', (database) => {
  const page = signedInHarness(database, { env: { AI_CALLS_PER_MINUTE: '1000' } });
  const post = (url: string, payload: object, signedIn = true) =>
    page.h.inject({
      method: 'POST',
      url,
      payload,
      ...(signedIn ? { cookies: { mt_session: page.session } } : {}),
    });

  it.each([
    '/api/generate-video-queries',
    '/api/regenerate-theme',
    '/api/more-internet-suggestions',
    '/api/enrich-suggestions-with-images',
  ])('%s answers only signed-in people', async (url) => {
    expect((await post(url, {}, false)).statusCode).toBe(401);
  });

  it('reads the photo of an upload, and refuses any other imageUrl', async () => {
    const bytes = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#ff8800' },
    })
      .jpeg()
      .toBuffer();
    const upload = await post('/api/upload-image', {
      image: `data:image/jpeg;base64,${bytes.toString('base64')}`,
      filename: 'sunset.jpg',
      contentType: 'image/jpeg',
    });
    const { imageUrl } = upload.json<{ imageUrl: string }>();
    const body = { playlist: PLAYLIST, prompt: '', imageUrl };
    expect((await post('/api/generate-video-queries', body)).statusCode).toBe(200);
    expect((await post('/api/more-internet-suggestions', body)).statusCode).toBe(200);

    for (const other of ['https://evil.example/a.jpg', `/api/images/${'0'.repeat(64)}`]) {
      const refused = await post('/api/generate-video-queries', { ...body, imageUrl: other });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('imageUrl must be a photo uploaded to Moodtape.');
    }
  });
});

const BODY = {
  playlist: { name: 'Night Drive', tracks: [{ title: 'Nightcall', artist: 'Kavinsky' }] },
  prompt: 'neon night drive',
};

describe.each(TEST_DATABASES)('around the music with a configured AI ($kind)', (database) => {
  let openai: OpenAiEmulator;
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    openai = await startOpenAiEmulator('test-key');
    h = await createHarness(database, {
      env: {
        AI_BASE_URL: openai.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MAX_RETRIES: '0',
        AI_CALLS_PER_MINUTE: '3',
        // Far below the defaults, so a model writing 2 tokens a second misses it in a test.
        AI_DEADLINE_MS: '1500',
        AI_STREAM_IDLE_MS: '20000',
      },
    });
    session = await h.signIn('ava.rivers');
  });
  afterAll(async () => {
    await h.close();
    await openai.close();
  });
  beforeEach(async () => {
    await openai.reset();
    // A new minute: a fresh rate-limit window for each test.
    h.clock.advance(60_000);
  });

  const post = (url: string, payload: object) =>
    h.inject({ method: 'POST', url, payload, cookies: { mt_session: session } });

  it('takes the configured model’s answer when it is valid', async () => {
    const response = await post('/api/generate-video-queries', BODY);
    expect(response.statusCode).toBe(200);
    const queries = parseVideoQueries(response.json<{ content: string }>().content);
    expect(queries.shortsQueries.length).toBeGreaterThan(0);
    expect(normalizeGradient(queries.gradient)).toBe(queries.gradient);
    expect((await openai.stats()).chatRequests).toBe(1);
  });

  it('falls back to the mood engine when the model answers broken JSON', async () => {
    await openai.control({ faults: { answer: { kind: 'invalid-json' } } });
    const response = await post('/api/generate-video-queries', BODY);
    expect(response.statusCode).toBe(200);
    const queries = parseVideoQueries(response.json<{ content: string }>().content);
    expect(queries.musicQueries.length).toBeGreaterThan(0);
    expect(normalizeGradient(queries.gradient)).toBe(queries.gradient);
    expect((await openai.stats()).chatRequests).toBe(1);
  });

  it('falls back to the mood engine when the model fails', async () => {
    await openai.control({ faults: { chat: { status: 503 } } });
    const theme = await post('/api/regenerate-theme', { prompt: 'neon night drive' });
    expect(theme.statusCode).toBe(200);
    expect(normalizeGradient(theme.json().gradient)).toBe(theme.json().gradient);
    const suggestions = await post('/api/more-internet-suggestions', BODY);
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().movies.length).toBeGreaterThan(0);
    expect((await openai.stats()).chatRequests).toBe(2);
  });

  it('abandons a model that streams slowly at its deadline, and the mood engine answers', async () => {
    // Each token arrives well within the idle timeout, so only the whole-answer deadline ends
    // it; without one, this answer would take minutes.
    await openai.control({ latency: { tokensPerSecond: 2 } });
    const suggestions = await post('/api/more-internet-suggestions', BODY);
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().movies.length).toBeGreaterThan(0);
    const theme = await post('/api/regenerate-theme', { prompt: 'neon night drive' });
    expect(theme.statusCode).toBe(200);
    expect(normalizeGradient(theme.json().gradient)).toBe(theme.json().gradient);
    expect((await openai.stats()).streamedRequests).toBe(2);
  });

  it('counts every call against the AI rate limit', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/regenerate-theme', { prompt: 'sunrise' })).statusCode).toBe(200);
    }
    const limited = await post('/api/more-internet-suggestions', BODY);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
