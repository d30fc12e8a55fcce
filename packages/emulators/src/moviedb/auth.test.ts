import { describe, expect, it } from 'vitest';
import { MoviePageSchema, TmdbErrorSchema } from './contract-schemas';
import { DEFAULT_TMDB_READ_TOKEN } from './options';
import { TMDB, createTmdbEmulator, get } from './moviedb.test-support';

// The contract's 401 example, word for word.
const INVALID_KEY = {
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
  success: false,
};

describe('authentication', () => {
  it('refuses a wrong API key, and a request with none, with code 7', async () => {
    const app = createTmdbEmulator();
    const wrong = await get(app, '/search/movie', { query: 'Casablanca', api_key: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(TmdbErrorSchema.parse(wrong.json())).toEqual(INVALID_KEY);
    const none = await app.inject({ method: 'GET', url: `${TMDB}/3/search/tv?query=Seinfeld` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(INVALID_KEY);
  });

  it('takes the read access token as a Bearer token instead of a key', async () => {
    const app = createTmdbEmulator();
    const url = `${TMDB}/3/search/movie?query=Casablanca`;
    const ok = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${DEFAULT_TMDB_READ_TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(MoviePageSchema.parse(ok.json()).results[0]?.title).toBe('Casablanca');
    const wrong = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID_KEY);
  });

  it('accepts only the configured credentials', async () => {
    const app = createTmdbEmulator({ apiKey: 'my-key', readToken: 'my-token' });
    const defaultKey = await get(app, '/configuration');
    expect(defaultKey.statusCode).toBe(401);
    expect((await get(app, '/configuration', { api_key: 'my-key' })).statusCode).toBe(200);
    const bearer = await get(
      app,
      '/configuration',
      { api_key: '' },
      { authorization: 'Bearer my-token' },
    );
    expect(bearer.statusCode).toBe(200);
  });

  it('refuses empty credentials at registration', async () => {
    const app = createTmdbEmulator({ apiKey: '' });
    await expect(app.ready()).rejects.toThrow('apiKey is empty');
  });

  it('answers an unknown path with code 34', async () => {
    const app = createTmdbEmulator();
    const res = await get(app, '/movie/550');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
      success: false,
    });
  });
});
