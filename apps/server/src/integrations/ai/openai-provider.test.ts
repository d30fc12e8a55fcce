// The OpenAI-compatible provider through the official SDK, against the OpenAI emulator.
import { PLAYLIST_SONG_COUNT, extractAiJson } from '@moodtape/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../../test/openai-emulators';
import type { AiErrorKind } from './errors';
import { AiError } from './errors';
import { createOpenAiProvider } from './openai-provider';
import type { AiTask } from './types';

const TASK: AiTask = {
  kind: 'playlist',
  prompt: 'hype gym workout',
  image: null,
  count: PLAYLIST_SONG_COUNT,
};

describe('OpenAI-compatible provider', () => {
  let emulator: OpenAiEmulator;

  beforeAll(async () => {
    emulator = await startOpenAiEmulator();
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.reset());

  const provider = (
    options: {
      apiKey?: string;
      timeoutMs?: number;
      firstTokenMs?: number;
      idleTimeoutMs?: number;
      deadlineMs?: number;
      baseUrl?: string;
    } = {},
  ) =>
    createOpenAiProvider({
      label: 'primary',
      baseUrl: options.baseUrl ?? emulator.baseUrl,
      apiKey: options.apiKey ?? 'test-key',
      model: 'moodtape-emulated-mini',
      vision: true,
      maxRetries: 0,
      timeoutMs: options.timeoutMs ?? 10_000,
      firstTokenMs: options.firstTokenMs ?? 10_000,
      idleTimeoutMs: options.idleTimeoutMs ?? 10_000,
      deadlineMs: () => options.deadlineMs ?? 30_000,
    });

  async function collect(task = TASK, p = provider(), signal = new AbortSignal()) {
    const chunks: string[] = [];
    for await (const chunk of p.stream(task, signal)) chunks.push(chunk);
    return chunks;
  }

  async function failure(run: () => Promise<unknown>): Promise<AiErrorKind> {
    try {
      await run();
    } catch (error) {
      expect(error).toBeInstanceOf(AiError);
      return (error as AiError).kind;
    }
    throw new Error('expected the provider to fail');
  }

  it('streams a JSON playlist in many pieces', async () => {
    const chunks = await collect(TASK, provider(), AbortSignal.timeout(10_000));
    expect(chunks.length).toBeGreaterThan(100);
    const answer = extractAiJson(chunks.join('')) as { songs: unknown[]; name: string };
    expect(answer.songs).toHaveLength(PLAYLIST_SONG_COUNT);
    expect(answer.name).not.toBe('');
    expect((await emulator.stats()).streamedRequests).toBe(1);
  });

  it('passes on an answer wrapped in a code fence, which the JSON rule of spec 5 accepts', async () => {
    await emulator.control({ faults: { answer: { kind: 'code-fence', times: 1 } } });
    const text = (await collect(TASK, provider(), AbortSignal.timeout(10_000))).join('');
    expect(text).toContain('```json');
    expect((extractAiJson(text) as { songs: unknown[] }).songs).toHaveLength(PLAYLIST_SONG_COUNT);
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [422, 'unprocessable'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [503, 'server_error'],
  ] as const)('turns HTTP %i into a typed %s error', async (status, kind) => {
    await emulator.control({ faults: { chat: { status, times: 1 } } });
    expect(await failure(() => collect(TASK, provider(), AbortSignal.timeout(10_000)))).toBe(kind);
  });

  it('refuses a wrong key as unauthorized', async () => {
    const wrongKey = provider({ apiKey: 'not-the-key' });
    expect(await failure(() => collect(TASK, wrongKey, AbortSignal.timeout(10_000)))).toBe(
      'unauthorized',
    );
  });

  it('reports a server that cannot be reached, a timeout and an abort each as such', async () => {
    const nowhere = provider({ baseUrl: 'http://127.0.0.1:9/v1' });
    expect(await failure(() => collect(TASK, nowhere, AbortSignal.timeout(10_000)))).toBe(
      'connection',
    );

    await emulator.control({
      faults: { answer: { kind: 'slow-first-token', delayMs: 5_000, times: 1 } },
    });
    const impatient = provider({ firstTokenMs: 200 });
    expect(await failure(() => collect(TASK, impatient, AbortSignal.timeout(10_000)))).toBe(
      'timeout',
    );

    await emulator.control({ latency: { tokensPerSecond: 200 } });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await failure(() => collect(TASK, provider(), controller.signal))).toBe('aborted');
  });

  it('calls a stream that is cut off an invalid answer, keeping what arrived', async () => {
    await emulator.control({ faults: { answer: { kind: 'cut-off', afterTokens: 60, times: 1 } } });
    const chunks: string[] = [];
    const kind = await failure(async () => {
      for await (const chunk of provider().stream(TASK, AbortSignal.timeout(10_000))) {
        chunks.push(chunk);
      }
    });
    expect(kind).toBe('invalid_answer');
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(60);
  });

  it('sends the photo to a vision model as an image, which changes the answer', async () => {
    const sharp = (await import('sharp')).default;
    const photo = (color: string) =>
      sharp({ create: { width: 32, height: 32, channels: 3, background: color } })
        .png()
        .toBuffer();
    const withPhoto = async (bytes: Buffer): Promise<AiTask> => ({
      kind: 'playlist',
      prompt: '',
      count: PLAYLIST_SONG_COUNT,
      image: {
        dataUrl: `data:image/png;base64,${bytes.toString('base64')}`,
        mood: { brightness: 0.5, saturation: 0.5, warmth: 0, contrast: 0.5, dominantHues: [] },
      },
    });
    const night = (
      await collect(
        await withPhoto(await photo('#0a1030')),
        provider(),
        AbortSignal.timeout(10_000),
      )
    ).join('');
    const beach = (
      await collect(
        await withPhoto(await photo('#ffc76b')),
        provider(),
        AbortSignal.timeout(10_000),
      )
    ).join('');
    expect(night).not.toBe(beach);
  });
});

describe('how a real model may end its answer', () => {
  let emulator: OpenAiEmulator;

  beforeAll(async () => {
    emulator = await startOpenAiEmulator();
  });
  afterAll(() => emulator.close());
  beforeEach(() => emulator.reset());

  const provider = (limits: { firstTokenMs?: number; idleTimeoutMs?: number } = {}) =>
    createOpenAiProvider({
      label: 'primary',
      baseUrl: emulator.baseUrl,
      apiKey: 'test-key',
      model: 'moodtape-emulated-mini',
      vision: false,
      maxRetries: 0,
      timeoutMs: 10_000,
      firstTokenMs: limits.firstTokenMs ?? 10_000,
      idleTimeoutMs: limits.idleTimeoutMs ?? 10_000,
      deadlineMs: () => 30_000,
    });

  async function run(p = provider()) {
    const chunks: string[] = [];
    try {
      for await (const chunk of p.stream(TASK, AbortSignal.timeout(10_000))) chunks.push(chunk);
      return { text: chunks.join(''), error: null };
    } catch (error) {
      expect(error).toBeInstanceOf(AiError);
      return { text: chunks.join(''), error: error as AiError };
    }
  }

  it('calls a "length" finish truncated, after handing out what was written', async () => {
    await emulator.control({ faults: { answer: { kind: 'length', afterTokens: 80 } } });
    const { text, error } = await run();
    expect(error?.kind).toBe('truncated');
    expect(text).toContain('"songs"');
    expect(() => extractAiJson(text)).toThrow();
  });

  it('fails a refusal with its words, cut short, and no content', async () => {
    const words = `I can't help with that. ${'Really, I will not. '.repeat(50)}`;
    await emulator.control({ faults: { answer: { kind: 'refusal', refusal: words } } });
    const { text, error } = await run();
    expect(text).toBe('');
    expect(error?.kind).toBe('refused');
    expect(error?.message).toContain(`refused: "I can't help with that. Really`);
    expect(error?.message.length).toBeLessThan(300);
  });

  it('fails a content_filter finish as a refusal', async () => {
    await emulator.control({
      faults: { answer: { kind: 'refusal', refusal: 'Filtered.', finishReason: 'content_filter' } },
    });
    expect((await run()).error?.kind).toBe('refused');
  });

  it('ignores the usage chunk with no choices', async () => {
    await emulator.control({ faults: { answer: { kind: 'usage-chunk' } } });
    const { text, error } = await run();
    expect(error).toBeNull();
    expect((extractAiJson(text) as { songs: unknown[] }).songs).toHaveLength(PLAYLIST_SONG_COUNT);
  });

  it.each([true, false])(
    'waits out a first-token silence longer than the idle limit (role chunk first: %s)',
    async (roleFirst) => {
      await emulator.control({
        faults: { answer: { kind: 'slow-first-token', delayMs: 600, roleFirst } },
      });
      const { text, error } = await run(provider({ firstTokenMs: 3_000, idleTimeoutMs: 200 }));
      expect(error).toBeNull();
      expect((extractAiJson(text) as { songs: unknown[] }).songs).toHaveLength(PLAYLIST_SONG_COUNT);
    },
  );

  it('gives up a first-token silence longer than its own limit', async () => {
    await emulator.control({ faults: { answer: { kind: 'slow-first-token', delayMs: 5_000 } } });
    const started = performance.now();
    const { error } = await run(provider({ firstTokenMs: 300, idleTimeoutMs: 5_000 }));
    expect(error?.kind).toBe('timeout');
    expect(error?.message).toContain('no first token in time');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('applies the idle limit between tokens once the first has come', async () => {
    await emulator.control({ faults: { answer: { kind: 'slow-tokens', tokensPerSecond: 2 } } });
    const { text, error } = await run(provider({ firstTokenMs: 5_000, idleTimeoutMs: 200 }));
    expect(error?.kind).toBe('timeout');
    expect(error?.message).toContain('went quiet');
    expect(text.length).toBeGreaterThan(0);
  });
});
