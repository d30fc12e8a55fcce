// Helpers for the OpenAI emulator's tests: an emulator server, chat requests over
// app.inject() whose every answer is checked against the contract, Moodtape-style prompts,
// and a reader for server-sent events.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterEach, expect } from 'vitest';
import { createEmulatorServer } from '../server';
import {
  ChatCompletionChunkSchema,
  ChatCompletionSchema,
  ErrorResponseSchema,
} from './contract-schemas';
import type { OpenAiEmulatorOptions } from './plugin';

export const OPENAI = '/emulators/openai';
export const KEY = 'sk-test-emulator-key';

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

export function createOpenAiEmulator(openai: OpenAiEmulatorOptions = {}): FastifyInstance {
  const app = createEmulatorServer({
    spotify: { apps: [{ name: 'Moodtape', clientId: 'moodtape', redirectUris: [] }] },
    openai,
  });
  open.push(app);
  return app;
}

export function playlistPrompt(mood: string, extra: string[] = []): string {
  return ['Task: playlist', `Mood: ${mood}`, ...extra, 'Songs: 20'].join('\n');
}

export function chatBody(content: unknown, extra: Record<string, unknown> = {}) {
  return {
    model: 'moodtape-emulated-mini',
    messages: [
      { role: 'system', content: 'You are a DJ. Answer in JSON.' },
      { role: 'user', content },
    ],
    response_format: { type: 'json_object' },
    ...extra,
  };
}

export async function postChat(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'POST',
    url: `${OPENAI}/v1/chat/completions`,
    headers,
    payload: body as object,
  });
  expectContract(res);
  return res;
}

/** Fails the test when an answer is not one the real contract allows. */
export function expectContract(res: LightMyRequestResponse): void {
  if (res.statusCode >= 400) {
    ErrorResponseSchema.parse(res.json());
    return;
  }
  if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
    ChatCompletionSchema.parse(res.json());
    return;
  }
  const { chunks, done } = readEvents(res.body);
  for (const chunk of chunks) ChatCompletionChunkSchema.parse(chunk);
  expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
  // A stream that was cut off has no ending to check.
  if (!done) return;
  const finishes = chunks.filter((chunk) => chunk.choices[0]?.finish_reason != null);
  expect(finishes).toHaveLength(1);
  const usageChunks = chunks.filter((chunk) => chunk.choices.length === 0);
  // The empty-choices chunk is the usage chunk, and only ever the last one.
  if (usageChunks.length > 0) {
    expect(usageChunks).toEqual([chunks.at(-1)]);
    expect(chunks.at(-1).usage).not.toBeNull();
    expect(chunks.at(-2)).toBe(finishes[0]);
  } else {
    expect(chunks.at(-1)).toBe(finishes[0]);
  }
}

export function control(app: FastifyInstance, body: unknown, path = '') {
  return app.inject({ method: 'POST', url: `${OPENAI}/__control${path}`, payload: body as object });
}

/** The JSON chunks of an event stream, and whether it ended with [DONE]. */
export function readEvents(body: string) {
  const events = body.split('\n\n').filter((event) => event !== '');
  const done = events.at(-1) === 'data: [DONE]';
  const chunks = events
    .filter((event) => event !== 'data: [DONE]')
    .map((event) => JSON.parse(event.replace(/^data: /, '')));
  const text = chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('');
  const refusal = chunks.map((chunk) => chunk.choices[0]?.delta?.refusal ?? '').join('');
  return { chunks, done, text, refusal };
}

export async function solidPng(rgb: { r: number; g: number; b: number }): Promise<string> {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: rgb },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
