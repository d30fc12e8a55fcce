// The ways a real model's answer ends other than a clean "stop": cut at max_tokens, refused,
// long silent before the first token (a reasoning model), and the usage chunk with no
// choices. Every answer is checked against the contract by postChat.
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUSAL } from './answer';
import {
  chatBody,
  control,
  createOpenAiEmulator,
  playlistPrompt,
  postChat,
  readEvents,
} from './openai.test-support';
import { tokenize } from './tokens';

const prompt = playlistPrompt('foggy harbour at dawn');
const plain = chatBody(prompt);
const streamed = chatBody(prompt, { stream: true });

describe('a length finish (max_tokens reached)', () => {
  it('streams the first N tokens, then finish_reason "length" and [DONE]', async () => {
    const app = createOpenAiEmulator();
    const whole = (await postChat(app, plain)).json().choices[0].message.content as string;
    await control(app, { answer: { kind: 'length', afterTokens: 40, times: 1 } }, '/faults');
    const res = await postChat(
      app,
      chatBody(prompt, { stream: true, stream_options: { include_usage: true } }),
    );
    const { chunks, done, text } = readEvents(res.body);
    expect(done).toBe(true);
    expect(text).toBe(tokenize(whole).slice(0, 40).join(''));
    expect(chunks.at(-2).choices[0]).toMatchObject({ delta: {}, finish_reason: 'length' });
    expect(chunks.at(-1).usage.completion_tokens).toBe(40);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('answers a plain request with the cut content and finish_reason "length"', async () => {
    const app = createOpenAiEmulator();
    await control(app, { answer: { kind: 'length', afterTokens: 25 } }, '/faults');
    const body = (await postChat(app, plain)).json();
    expect(body.choices[0]).toMatchObject({
      finish_reason: 'length',
      message: { role: 'assistant', refusal: null },
    });
    expect(tokenize(body.choices[0].message.content)).toHaveLength(25);
    expect(body.usage.completion_tokens).toBe(25);
  });
  it('ends with "length" at the request\'s max_completion_tokens (or max_tokens), as the real API does', async () => {
    const app = createOpenAiEmulator();
    for (const limit of [{ max_completion_tokens: 12 }, { max_tokens: 12 }]) {
      const body = (await postChat(app, chatBody(prompt, limit))).json();
      expect(body.choices[0].finish_reason).toBe('length');
      expect(body.usage.completion_tokens).toBe(12);
    }
    const roomy = (
      await postChat(app, chatBody(prompt, { max_completion_tokens: 100_000 }))
    ).json();
    expect(roomy.choices[0].finish_reason).toBe('stop');
  });
});

describe('a refusal', () => {
  it('streams refusal deltas with content null, and ends with "stop"', async () => {
    const app = createOpenAiEmulator();
    await control(app, { answer: { kind: 'refusal' } }, '/faults');
    const { chunks, text, refusal, done } = readEvents((await postChat(app, streamed)).body);
    expect(done).toBe(true);
    expect(chunks[0].choices[0].delta).toEqual({ role: 'assistant', content: null, refusal: '' });
    expect(refusal).toBe(DEFAULT_REFUSAL);
    expect(text).toBe('');
    expect(chunks.slice(1, -1).every((c) => !('content' in c.choices[0].delta))).toBe(true);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');
  });

  it('answers a plain request with message.refusal and content null', async () => {
    const app = createOpenAiEmulator();
    const words = 'I cannot help with that playlist.';
    await control(app, { answer: { kind: 'refusal', refusal: words } }, '/faults');
    const body = (await postChat(app, plain)).json();
    expect(body.choices[0]).toMatchObject({
      finish_reason: 'stop',
      message: { role: 'assistant', content: null, refusal: words },
    });
  });

  it('can end with finish_reason "content_filter", as a filtered deployment does', async () => {
    const app = createOpenAiEmulator();
    await control(app, { answer: { kind: 'refusal', finishReason: 'content_filter' } }, '/faults');
    const { chunks } = readEvents((await postChat(app, streamed)).body);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('content_filter');
  });
});

describe('a long silence before the first token', () => {
  it('sends the role chunk at once, then nothing until the first token is due', async () => {
    const app = createOpenAiEmulator();
    await control(app, { answer: { kind: 'slow-first-token', delayMs: 150 } }, '/faults');
    const started = performance.now();
    const res = await postChat(app, streamed);
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    const { chunks, done } = readEvents(res.body);
    expect(done).toBe(true);
    expect(chunks[0].choices[0].delta).toMatchObject({ role: 'assistant', content: '' });
  });

  it('holds the role chunk back too when asked, so the stream is silent from the headers on', async () => {
    const app = createOpenAiEmulator();
    await control(
      app,
      { answer: { kind: 'slow-first-token', delayMs: 50, roleFirst: false } },
      '/faults',
    );
    const { chunks } = readEvents((await postChat(app, streamed)).body);
    expect(chunks[0].choices[0].delta).toMatchObject({ role: 'assistant', content: '' });
    expect(chunks[1].choices[0].delta.content).not.toBe('');
  });
});

describe('the usage chunk', () => {
  it('is sent with empty choices after the finish, even unasked when switched on', async () => {
    const app = createOpenAiEmulator();
    await control(app, { answer: { kind: 'usage-chunk' } }, '/faults');
    const { chunks, text } = readEvents((await postChat(app, streamed)).body);
    expect(chunks.at(-1)).toMatchObject({ choices: [] });
    expect(chunks.at(-1).usage.completion_tokens).toBe(tokenize(text).length);
    expect(chunks.at(-2).choices[0].finish_reason).toBe('stop');
    // Unasked, the other chunks carry no usage field at all.
    expect(chunks.slice(0, -1).some((c) => 'usage' in c)).toBe(false);
  });
});
