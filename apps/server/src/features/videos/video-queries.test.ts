// The AI's video queries (spec 4 Generation, spec 5): the answer is checked and its gradient
// rebuilt by our code, with the built-in mood engine as the last provider, and the route
// answers with the engine end to end on the real database.
import { MESSAGES, normalizeGradient, parseVideoQueries } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { AROUND_INPUT, CABIN_PLAYLIST, answering, quietLogger } from '../../../test/ai-stand-ins';
import { TEST_DATABASES } from '../../../test/databases';
import { signedInHarness } from '../../../test/harness';
import { createBuiltinProvider } from '../../integrations/ai/builtin-provider';
import type { AiProvider } from '../../integrations/ai/types';
import { engineGradient } from '../theme';
import { createVideoQueries } from './video-queries';

const queries = (gradient: unknown) =>
  JSON.stringify({
    musicQueries: ['bon iver live'],
    ambientQueries: ['snow cabin fireplace'],
    generalQueries: ['winter cabin build'],
    shortsQueries: ['snowfall #shorts'],
    gradient,
  });
const input = AROUND_INPUT;
const signal = new AbortController().signal;

function service(...providers: AiProvider[]) {
  const logger = quietLogger();
  return { logger, videoQueries: createVideoQueries({ providers, logger }) };
}

describe('video queries', () => {
  it('rebuilds a valid gradient with our code', async () => {
    const { videoQueries } = service(
      answering(queries('linear-gradient(to right, #FFF 0%, Red 100%)')),
    );
    const result = await videoQueries.write(input, signal);
    expect(result.gradient).toBe('linear-gradient(90deg, #fff 0%, red 100%)');
    expect(result.musicQueries).toEqual(['bon iver live']);
  });

  it.each([
    ['url(', 'linear-gradient(90deg, url(https://evil.example/x.png), red)'],
    ['a semicolon', 'linear-gradient(90deg, red, blue); background: url(x)'],
    ['an unknown function', 'linear-gradient(90deg, expression(alert(1)), blue)'],
    ['another gradient kind', 'radial-gradient(circle, red, blue)'],
  ])('refuses a gradient with %s and uses the mood engine’s', async (_name, gradient) => {
    const { videoQueries, logger } = service(answering(queries(gradient)));
    const result = await videoQueries.write(input, signal);
    expect(result.gradient).toBe(engineGradient({ prompt: input.prompt, image: null }));
    expect(result.gradient).not.toContain('url(');
    expect(normalizeGradient(result.gradient)).toBe(result.gradient);
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/refused/));
  });

  it('names the missing categories (spec 5) when no provider answers in full', async () => {
    const { videoQueries } = service(answering('{"musicQueries": ["a"], "generalQueries": []}'));
    await expect(videoQueries.write(input, signal)).rejects.toThrow(
      MESSAGES.missingVideoQueryCategories(['ambientQueries', 'shortsQueries', 'gradient']),
    );
  });

  it('says the reply could not be parsed (spec 8)', async () => {
    const { videoQueries } = service(answering('Sure! Here are some videos.'));
    await expect(videoQueries.write(input, signal)).rejects.toThrow(
      MESSAGES.failedToParseVideoQueries,
    );
  });

  it('moves on to the next provider after an invalid answer, the engine last', async () => {
    const { videoQueries, logger } = service(
      answering('{"musicQueries": []'),
      createBuiltinProvider(),
    );
    const result = await videoQueries.write(input, signal);
    for (const key of ['musicQueries', 'ambientQueries', 'generalQueries', 'shortsQueries']) {
      expect(Array.isArray(result[key as keyof typeof result])).toBe(true);
    }
    expect(result.musicQueries.length).toBeGreaterThan(0);
    expect(normalizeGradient(result.gradient)).toBe(result.gradient);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe.each(TEST_DATABASES)('POST /api/generate-video-queries ($kind)', (database) => {
  const page = signedInHarness(database, { env: { AI_CALLS_PER_MINUTE: '1000' } });

  it('writes video queries with the built-in engine: four groups and a rebuilt gradient', async () => {
    const response = await page.h.inject({
      method: 'POST',
      url: '/api/generate-video-queries',
      payload: {
        playlist: CABIN_PLAYLIST,
        prompt: 'snowy cabin night by the fire',
        imageUrl: null,
      },
      cookies: { mt_session: page.session },
    });
    expect(response.statusCode).toBe(200);
    const queries = parseVideoQueries(response.json<{ content: string }>().content);
    for (const group of [
      queries.musicQueries,
      queries.ambientQueries,
      queries.generalQueries,
      queries.shortsQueries,
    ]) {
      expect(group.length).toBeGreaterThan(0);
    }
    expect(normalizeGradient(queries.gradient)).toBe(queries.gradient);
  });
});
