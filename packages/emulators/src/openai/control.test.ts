import { describe, expect, it } from 'vitest';
import {
  OPENAI,
  chatBody,
  control,
  createOpenAiEmulator,
  playlistPrompt,
  postChat,
  readEvents,
} from './openai.test-support';

const body = chatBody(playlistPrompt('calm evening by the sea'));
const streamed = chatBody(playlistPrompt('calm evening by the sea'), { stream: true });

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

describe('status faults', () => {
  it('rate-limits with OpenAI error body and Retry-After, for as many answers as asked', async () => {
    const app = createOpenAiEmulator();
    await control(app, { chat: { status: 429, retryAfterSeconds: 2, times: 2 } }, '/faults');
    for (let i = 0; i < 2; i += 1) {
      const res = await postChat(app, body);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json().error).toMatchObject({
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      });
    }
    expect((await postChat(app, body)).statusCode).toBe(200);
  });

  it.each([
    [500, 'The server had an error while processing your request. Sorry about that!'],
    [503, 'The engine is currently overloaded, please try again later.'],
  ])('answers %i with the real error text', async (status, message) => {
    const app = createOpenAiEmulator();
    await control(app, { faults: { chat: { status } } });
    const res = await postChat(app, streamed);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      error: { message, type: 'server_error', param: null, code: null },
    });
  });
});

describe('answer faults', () => {
  it('drops the connection of a plain request', async () => {
    const app = createOpenAiEmulator();
    await control(app, { answer: { kind: 'cut-off' } }, '/faults');
    await expect(postChat(app, body)).rejects.toThrow();
  });

  it('breaks the JSON, or wraps it in a code fence', async () => {
    const app = createOpenAiEmulator();
    const good = (await postChat(app, body)).json().choices[0].message.content as string;

    await control(app, { answer: { kind: 'invalid-json', times: 1 } }, '/faults');
    const broken = (await postChat(app, body)).json().choices[0].message.content as string;
    expect(broken.startsWith(good.slice(0, 40))).toBe(true);
    expect(() => JSON.parse(broken)).toThrow();

    await control(app, { answer: { kind: 'code-fence', times: 1 } }, '/faults');
    const fenced = readEvents((await postChat(app, streamed)).body).text;
    expect(fenced).toBe(`\`\`\`json\n${good}\n\`\`\``);
    expect((await postChat(app, body)).json().choices[0].message.content).toBe(good);
  });

  it('delays the first token', async () => {
    const app = createOpenAiEmulator();
    await control(app, { answer: { kind: 'slow-first-token', delayMs: 120 } }, '/faults');
    const [res, ms] = await timed(() => postChat(app, streamed));
    expect(readEvents(res.body).done).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(115);
  });

  it('slows the tokens down', async () => {
    const app = createOpenAiEmulator();
    const hello = chatBody('hello', { response_format: undefined });
    const tokens: number = (await postChat(app, hello)).json().usage.completion_tokens;
    expect(tokens).toBeGreaterThan(10);
    await control(app, { answer: { kind: 'slow-tokens', tokensPerSecond: 100 } }, '/faults');
    const [, ms] = await timed(() => postChat(app, hello));
    expect(ms).toBeGreaterThanOrEqual(((tokens - 1) / 100) * 1000 - 5);
  });
});

describe('latency profile', () => {
  it('paces tokens from the first one on a schedule', async () => {
    const app = createOpenAiEmulator({ latency: { firstTokenDelayMs: 50 } });
    await control(app, { tokensPerSecond: 2000 }, '/latency');
    const hello = chatBody('hello', { stream: true, response_format: undefined });
    const [res, ms] = await timed(() => postChat(app, hello));
    const tokens = readEvents(res.body).chunks.length - 2;
    const expected = 50 + ((tokens - 1) / 2000) * 1000;
    expect(ms).toBeGreaterThanOrEqual(expected - 5);
    expect(ms).toBeLessThan(expected + 500);
  });

  it('applies to plain answers too, and reset goes back to the registered profile', async () => {
    const app = createOpenAiEmulator({ latency: { firstTokenDelayMs: 0 } });
    await control(app, { latency: { firstTokenDelayMs: 100 } });
    expect((await timed(() => postChat(app, body)))[1]).toBeGreaterThanOrEqual(95);
    const reset = await control(app, {}, '/reset');
    expect(reset.json()).toEqual({
      latency: { firstTokenDelayMs: 0, tokensPerSecond: 0 },
      faults: { chat: null, answer: null },
    });
    expect((await timed(() => postChat(app, body)))[1]).toBeLessThan(95);
  });
});

describe('control routes', () => {
  it('reports state and request counts', async () => {
    const app = createOpenAiEmulator();
    await control(app, { faults: { chat: { status: 500, times: 1 } } });
    await postChat(app, body);
    await postChat(app, streamed);
    await postChat(app, body, {});
    const state = await app.inject({ method: 'GET', url: `${OPENAI}/__control` });
    expect(state.json()).toEqual({
      latency: { firstTokenDelayMs: 0, tokensPerSecond: 0 },
      faults: { chat: null, answer: null },
    });
    const stats = await app.inject({ method: 'GET', url: `${OPENAI}/__control/stats` });
    expect(stats.json()).toEqual({
      chatRequests: 3,
      streamedRequests: 1,
      lastRequest: {
        model: 'moodtape-emulated-mini',
        stream: true,
        task: 'playlist',
        image: false,
        songs: 20,
        currentSongs: 0,
      },
    });
    await control(app, {}, '/reset');
    expect((await app.inject({ method: 'GET', url: `${OPENAI}/__control/stats` })).json()).toEqual({
      chatRequests: 0,
      streamedRequests: 0,
      lastRequest: null,
    });
  });

  it.each([
    ['', { latency: { tokensPerSecond: -1 } }, 'latency.tokensPerSecond: Too small'],
    ['', { fault: { status: 500 } }, 'Unrecognized key: "fault"'],
    ['/faults', { answer: { kind: 'explode' } }, 'answer.kind: Invalid option'],
    ['/faults', { chat: { status: 200 } }, 'chat.status: Too small'],
    ['/latency', { firstTokenDelayMs: 'slow' }, 'firstTokenDelayMs: Invalid input'],
  ])('refuses a bad body on POST /__control%s', async (path, payload, message) => {
    const app = createOpenAiEmulator();
    const res = await control(app, payload, path);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Invalid control body: ');
    expect(res.json().error.message).toContain(message);
  });
});
