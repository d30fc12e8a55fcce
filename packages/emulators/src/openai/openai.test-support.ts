// Helpers for the OpenAI emulator's tests: an emulator server, chat requests over
// app.inject(), Moodtape-style prompts, and a reader for server-sent events.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterEach } from 'vitest';
import { createEmulatorServer } from '../server';
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

export function postChat(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${OPENAI}/v1/chat/completions`,
    headers,
    payload: body as object,
  });
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
  return { chunks, done, text };
}

export async function solidPng(rgb: { r: number; g: number; b: number }): Promise<string> {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: rgb },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
