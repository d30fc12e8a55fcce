// The calls around the music with a configured AI provider (AMENDMENTS A6): the OpenAI
// emulator is asked first; when it fails or answers something unreadable, the built-in
// mood engine answers. These calls count against the person's AI rate limit.
import { normalizeGradient, parseVideoQueries } from '@moodtape/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, createHarness } from '../../test/harness';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../test/openai-emulators';

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

  it('counts every call against the AI rate limit', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/regenerate-theme', { prompt: 'sunrise' })).statusCode).toBe(200);
    }
    const limited = await post('/api/more-internet-suggestions', BODY);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
