// The answer checks around the music. An AI answer cannot be scripted through the OpenAI
// emulator, so tiny providers stand in for an outside model at the AiProvider interface;
// the built-in mood engine is the real one.
import { MESSAGES, normalizeGradient } from '@moodtape/core';
import { describe, expect, it, vi } from 'vitest';
import { createBuiltinProvider } from '../integrations/ai/builtin-provider';
import type { AiProvider } from '../integrations/ai/types';
import { createAroundTheMusic } from './around-the-music';
import { engineGradient } from './theme-gradient';

const answering = (text: string): AiProvider => ({
  name: 'stand-in model',
  async *stream() {
    yield text.slice(0, 10);
    yield text.slice(10);
  },
});
const queries = (gradient: unknown) =>
  JSON.stringify({
    musicQueries: ['bon iver live'],
    ambientQueries: ['snow cabin fireplace'],
    generalQueries: ['winter cabin build'],
    shortsQueries: ['snowfall #shorts'],
    gradient,
  });
const input = {
  prompt: 'snowy cabin night',
  playlistName: 'Cabin Fever',
  songs: [{ title: 'Holocene', artist: 'Bon Iver' }],
  image: null,
};
const signal = new AbortController().signal;

function service(...providers: AiProvider[]) {
  const logger = { warn: vi.fn(), info: vi.fn() };
  return { logger, around: createAroundTheMusic({ providers, logger }) };
}

describe('video queries', () => {
  it('rebuilds a valid gradient with our code', async () => {
    const { around } = service(answering(queries('linear-gradient(to right, #FFF 0%, Red 100%)')));
    const result = await around.videoQueries(input, signal);
    expect(result.gradient).toBe('linear-gradient(90deg, #fff 0%, red 100%)');
    expect(result.musicQueries).toEqual(['bon iver live']);
  });

  it.each([
    ['url(', 'linear-gradient(90deg, url(https://evil.example/x.png), red)'],
    ['a semicolon', 'linear-gradient(90deg, red, blue); background: url(x)'],
    ['an unknown function', 'linear-gradient(90deg, expression(alert(1)), blue)'],
    ['another gradient kind', 'radial-gradient(circle, red, blue)'],
  ])('refuses a gradient with %s and uses the mood engine’s', async (_name, gradient) => {
    const { around, logger } = service(answering(queries(gradient)));
    const result = await around.videoQueries(input, signal);
    expect(result.gradient).toBe(engineGradient({ prompt: input.prompt, image: null }));
    expect(result.gradient).not.toContain('url(');
    expect(normalizeGradient(result.gradient)).toBe(result.gradient);
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/refused/));
  });

  it('names the missing categories (spec 5) when no provider answers in full', async () => {
    const { around } = service(answering('{"musicQueries": ["a"], "generalQueries": []}'));
    await expect(around.videoQueries(input, signal)).rejects.toThrow(
      MESSAGES.missingVideoQueryCategories(['ambientQueries', 'shortsQueries', 'gradient']),
    );
  });

  it('says the reply could not be parsed (spec 8)', async () => {
    const { around } = service(answering('Sure! Here are some videos.'));
    await expect(around.videoQueries(input, signal)).rejects.toThrow(
      MESSAGES.failedToParseVideoQueries,
    );
  });

  it('moves on to the next provider after an invalid answer, the engine last', async () => {
    const { around, logger } = service(answering('{"musicQueries": []'), createBuiltinProvider());
    const result = await around.videoQueries(input, signal);
    for (const key of ['musicQueries', 'ambientQueries', 'generalQueries', 'shortsQueries']) {
      expect(Array.isArray(result[key as keyof typeof result])).toBe(true);
    }
    expect(result.musicQueries.length).toBeGreaterThan(0);
    expect(normalizeGradient(result.gradient)).toBe(result.gradient);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('theme', () => {
  it('rebuilds the AI gradient, or refuses it for the mood engine’s', async () => {
    const good = service(
      answering('```json\n{"gradient": "linear-gradient(45deg, #000, #123456)"}\n```'),
    );
    expect(await good.around.theme('night drive', signal)).toBe(
      'linear-gradient(45deg, #000, #123456)',
    );
    const bad = service(answering('{"gradient": "linear-gradient(red, blue);}body{display:none"}'));
    expect(await bad.around.theme('night drive', signal)).toBe(
      engineGradient({ prompt: 'night drive', image: null }),
    );
  });

  it('still answers when every provider fails', async () => {
    const broken: AiProvider = {
      name: 'down',
      // eslint-disable-next-line require-yield -- fails before writing anything
      async *stream() {
        throw new Error('connection refused');
      },
    };
    const { around } = service(broken);
    expect(await around.theme('night drive', signal)).toBe(
      engineGradient({ prompt: 'night drive', image: null }),
    );
  });
});

describe('suggestions', () => {
  it('caps each section and drops what cannot be shown', async () => {
    const many = (n: number, make: (i: number) => object) =>
      Array.from({ length: n }, (_, i) => make(i));
    const answer = {
      movies: many(14, (i) => ({ title: `Movie ${i}`, year: 1990 + i, description: 'd' })),
      tvShows: [{ title: 'Show', year: '2010', description: 'd' }, { title: '' }, 'junk'],
      activities: many(15, (i) => ({ title: `Walk ${i}`, description: 'd', iconHint: 'hiking' })),
      creators: [
        ...many(9, (i) => ({
          name: `C${i}`,
          platform: 'YouTube',
          description: 'd',
          channelUrl: `https://youtube.com/@c${i}`,
        })),
      ].map((c, i) => (i === 0 ? { ...c, channelUrl: 'javascript:alert(1)' } : c)),
    };
    const { around } = service(answering(JSON.stringify(answer)));
    const result = await around.suggestions(input, signal);
    expect(result.movies).toHaveLength(10);
    expect(result.movies[0]).toEqual({
      title: 'Movie 0',
      year: 1990,
      description: 'd',
      imageUrl: null,
    });
    expect(result.tvShows).toEqual([
      { title: 'Show', year: 2010, description: 'd', imageUrl: null },
    ]);
    expect(result.activities).toHaveLength(12);
    expect(result.creators).toHaveLength(8);
    expect(result.creators[0]).toMatchObject({
      name: 'C0',
      channelUrl: null,
      imageUrl: null,
      spotifyUri: null,
    });
    expect(result.creators[1]?.channelUrl).toBe('https://youtube.com/@c1');
  });

  it('takes the next provider when a section is missing', async () => {
    const { around } = service(answering('{"movies": []}'), createBuiltinProvider());
    const result = await around.suggestions(input, signal);
    expect(result.movies.length).toBeGreaterThan(0);
    expect(result.activities.length).toBeGreaterThan(0);
  });
});
