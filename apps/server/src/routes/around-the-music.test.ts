// The AI calls around a playlist end to end (spec 7): video queries, theme and suggestions
// from the built-in mood engine, with the real database and the photo of an upload.
import {
  SuggestionsResponseSchema,
  type Suggestions,
  normalizeGradient,
  parseVideoQueries,
} from '@moodtape/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases';
import { type Harness, createHarness } from '../../test/harness';

const PLAYLIST = {
  name: 'Cabin Fever',
  tracks: [
    { title: 'Holocene', artist: 'Bon Iver' },
    { title: 'Skinny Love', artist: 'Bon Iver' },
    { title: 'Re: Stacks', artist: 'Bon Iver' },
  ],
};

describe.each(TEST_DATABASES)('around the music ($kind)', (database) => {
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    h = await createHarness(database, { env: { AI_CALLS_PER_MINUTE: '1000' } });
    session = await h.signIn('ava.rivers');
  });
  afterAll(() => h.close());

  const post = (url: string, payload: object, signedIn = true) =>
    h.inject({
      method: 'POST',
      url,
      payload,
      ...(signedIn ? { cookies: { mt_session: session } } : {}),
    });

  it.each([
    '/api/generate-video-queries',
    '/api/regenerate-theme',
    '/api/more-internet-suggestions',
    '/api/enrich-suggestions-with-images',
  ])('%s answers only signed-in people', async (url) => {
    expect((await post(url, {}, false)).statusCode).toBe(401);
  });

  it('writes video queries with the built-in engine: four groups and a rebuilt gradient', async () => {
    const response = await post('/api/generate-video-queries', {
      playlist: PLAYLIST,
      prompt: 'snowy cabin night by the fire',
      imageUrl: null,
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

  it('reads the photo of an upload, and refuses any other imageUrl', async () => {
    const bytes = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#ff8800' },
    })
      .jpeg()
      .toBuffer();
    const upload = await post('/api/upload-image', {
      image: `data:image/jpeg;base64,${bytes.toString('base64')}`,
      filename: 'sunset.jpg',
      contentType: 'image/jpeg',
    });
    const { imageUrl } = upload.json<{ imageUrl: string }>();
    const body = { playlist: PLAYLIST, prompt: '', imageUrl };
    expect((await post('/api/generate-video-queries', body)).statusCode).toBe(200);
    expect((await post('/api/more-internet-suggestions', body)).statusCode).toBe(200);

    for (const other of ['https://evil.example/a.jpg', `/api/images/${'0'.repeat(64)}`]) {
      const refused = await post('/api/generate-video-queries', { ...body, imageUrl: other });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('imageUrl must be a photo uploaded to Moodtape.');
    }
  });

  it('regenerates a theme, and needs a prompt for it (spec 5)', async () => {
    const empty = await post('/api/regenerate-theme', { prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: { code: 'bad_request', message: 'Describe the theme first.' },
    });
    const response = await post('/api/regenerate-theme', { prompt: 'neon city rain' });
    expect(response.statusCode).toBe(200);
    const { gradient } = response.json<{ gradient: string }>();
    expect(gradient).toMatch(/^linear-gradient\(/);
    expect(normalizeGradient(gradient)).toBe(gradient);
  });

  it('suggests movies, shows, activities and creators, shaped and capped', async () => {
    const response = await post('/api/more-internet-suggestions', {
      playlist: PLAYLIST,
      prompt: 'snowy cabin night by the fire',
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
