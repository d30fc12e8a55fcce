// The emulator on a real port, driven by the official SDK the server uses, and a stream cut
// off mid-answer as a client sees it.
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { ChatCompletionChunkSchema, ChatCompletionSchema } from './contract-schemas';
import { KEY, OPENAI, control, createOpenAiEmulator, playlistPrompt } from './openai.test-support';

async function listening(options: Parameters<typeof createOpenAiEmulator>[0] = {}) {
  const app = createOpenAiEmulator({ apiKey: KEY, ...options });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = new OpenAI({ baseURL: `${origin}${OPENAI}/v1`, apiKey: KEY, maxRetries: 0 });
  return { app, origin, client };
}

const messages = [
  { role: 'system' as const, content: 'Answer in JSON.' },
  { role: 'user' as const, content: playlistPrompt('golden hour picnic') },
];

describe('over HTTP with the openai SDK', () => {
  it('answers plain and streamed completions with the same text', async () => {
    const { client } = await listening();
    const plain = await client.chat.completions.create({
      model: 'moodtape-emulated-mini',
      messages,
      response_format: { type: 'json_object' },
    });
    ChatCompletionSchema.parse(plain);
    const text = plain.choices[0]?.message.content ?? '';
    expect(JSON.parse(text).songs).toHaveLength(20);

    const stream = await client.chat.completions.create({
      model: 'moodtape-emulated-mini',
      messages,
      response_format: { type: 'json_object' },
      stream: true,
      stream_options: { include_usage: true },
    });
    let streamed = '';
    let finish: string | null = null;
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      ChatCompletionChunkSchema.parse(chunk);
      streamed += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
      usage = chunk.usage ?? usage;
    }
    expect(streamed).toBe(text);
    expect(finish).toBe('stop');
    expect(usage?.completion_tokens).toBe(plain.usage?.completion_tokens);
    expect((await client.models.list()).data.map((m) => m.id)).toContain('moodtape-emulated-mini');
  });

  it('gives the SDK typed errors: rate limit with Retry-After, wrong key', async () => {
    const { app, origin, client } = await listening();
    await control(app, { chat: { status: 429, retryAfterSeconds: 1, times: 1 } }, '/faults');
    const limited = await client.chat.completions
      .create({ model: 'moodtape-emulated-mini', messages })
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(OpenAI.RateLimitError);
    expect((limited as InstanceType<typeof OpenAI.RateLimitError>).headers.get('retry-after')).toBe(
      '1',
    );

    const stranger = new OpenAI({
      baseURL: `${origin}${OPENAI}/v1`,
      apiKey: 'sk-nope',
      maxRetries: 0,
    });
    const denied = await stranger.models.list().catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((denied as InstanceType<typeof OpenAI.AuthenticationError>).code).toBe(
      'invalid_api_key',
    );
  });

  it('cuts a stream off after N tokens: the chunks so far, then the connection ends', async () => {
    const { app, client } = await listening();
    await control(app, { answer: { kind: 'cut-off', afterTokens: 7, times: 1 } }, '/faults');
    const stream = await client.chat.completions.create({
      model: 'moodtape-emulated-mini',
      messages,
      stream: true,
    });
    const seen: OpenAI.ChatCompletionChunk[] = [];
    const failure = await (async () => {
      for await (const chunk of stream) seen.push(chunk);
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(seen).toHaveLength(1 + 7);
    expect(seen.every((chunk) => chunk.choices[0]?.finish_reason === null)).toBe(true);
  });

  it('closes promptly while a slow answer is still streaming', async () => {
    const { app, client } = await listening({ latency: { firstTokenDelayMs: 60_000 } });
    const pending = client.chat.completions
      .create({ model: 'moodtape-emulated-mini', messages, stream: true })
      .then(async (stream) => {
        for await (const chunk of stream) void chunk;
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(2000);
    await pending;
  });

  it('hands the SDK a refusal and a length finish in the shapes it types', async () => {
    const { app, client } = await listening();
    await control(app, { answer: { kind: 'refusal', times: 1 } }, '/faults');
    const refused = await client.chat.completions.create({
      model: 'moodtape-emulated-mini',
      messages,
    });
    expect(refused.choices[0]?.message).toMatchObject({
      content: null,
      refusal: expect.any(String),
    });

    await control(app, { answer: { kind: 'length', afterTokens: 10, times: 1 } }, '/faults');
    const stream = await client.chat.completions.create({
      model: 'moodtape-emulated-mini',
      messages,
      stream: true,
    });
    const finishes: (string | null | undefined)[] = [];
    for await (const chunk of stream) finishes.push(chunk.choices[0]?.finish_reason);
    expect(finishes.at(-1)).toBe('length');
    expect(finishes).toHaveLength(1 + 10 + 1);
  });
});
