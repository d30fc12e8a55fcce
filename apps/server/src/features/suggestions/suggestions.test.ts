// The AI's suggestions (spec 3 Movie/TV, Activity, Creator): each section is capped and what
// cannot be shown is dropped; a missing section hands over to the next provider, the mood
// engine last; and the route answers with the engine end to end on the real database.
import { SuggestionsResponseSchema, type Suggestions } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { AROUND_INPUT, CABIN_PLAYLIST, answering, quietLogger } from '../../../test/ai-stand-ins';
import { TEST_DATABASES } from '../../../test/databases';
import { signedInHarness } from '../../../test/harness';
import { createBuiltinProvider } from '../../integrations/ai/builtin-provider';
import type { AiProvider } from '../../integrations/ai/types';
import { createSuggestionService } from './service';

const signal = new AbortController().signal;
const service = (...providers: AiProvider[]) =>
  createSuggestionService({ providers, logger: quietLogger() });

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
    const result = await service(answering(JSON.stringify(answer))).suggest(AROUND_INPUT, signal);
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
    const result = await service(answering('{"movies": []}'), createBuiltinProvider()).suggest(
      AROUND_INPUT,
      signal,
    );
    expect(result.movies.length).toBeGreaterThan(0);
    expect(result.activities.length).toBeGreaterThan(0);
  });
});

describe.each(TEST_DATABASES)('POST /api/more-internet-suggestions ($kind)', (database) => {
  const page = signedInHarness(database, { env: { AI_CALLS_PER_MINUTE: '1000' } });

  it('suggests movies, shows, activities and creators, shaped and capped', async () => {
    const response = await page.h.inject({
      method: 'POST',
      url: '/api/more-internet-suggestions',
      payload: { playlist: CABIN_PLAYLIST, prompt: 'snowy cabin night by the fire' },
      cookies: { mt_session: page.session },
    });
    expect(response.statusCode).toBe(200);
    const suggestions: Suggestions = SuggestionsResponseSchema.parse(response.json());
    expect(suggestions.movies.length).toBeGreaterThan(0);
    expect(suggestions.movies.length).toBeLessThanOrEqual(10);
    expect(suggestions.tvShows.length).toBeLessThanOrEqual(10);
    expect(suggestions.activities.length).toBeLessThanOrEqual(12);
    expect(suggestions.creators.length).toBeLessThanOrEqual(8);
    expect(suggestions.movies.every((m) => m.imageUrl === null && m.title !== '')).toBe(true);
    for (const creator of suggestions.creators) {
      expect(creator.channelUrl === null || /^https?:\/\//.test(creator.channelUrl)).toBe(true);
    }
  });
});
