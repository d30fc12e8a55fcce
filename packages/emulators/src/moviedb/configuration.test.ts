import { describe, expect, it } from 'vitest';
import { ConfigurationSchema, MoviePageSchema } from './contract-schemas';
import { createTmdbEmulator, get, searchMovies } from './moviedb.test-support';

describe('GET /3/configuration', () => {
  it('gives the image base URL of this emulator, from the host the request came to', async () => {
    const app = createTmdbEmulator();
    const res = await get(app, '/configuration', {}, { host: '127.0.0.1:4000' });
    expect(res.statusCode).toBe(200);
    const { images } = ConfigurationSchema.parse(res.json());
    expect(images.secure_base_url).toBe('http://127.0.0.1:4000/emulators/tmdb/t/p/');
    expect(images.poster_sizes).toEqual([
      'w92',
      'w154',
      'w185',
      'w342',
      'w500',
      'w780',
      'original',
    ]);
  });

  it('uses publicUrl when given, so browsers reach the posters', async () => {
    const app = createTmdbEmulator({ publicUrl: 'https://demo.example/emulators/tmdb/' });
    const { images } = ConfigurationSchema.parse((await get(app, '/configuration')).json());
    expect(images.secure_base_url).toBe('https://demo.example/emulators/tmdb/t/p/');
    expect(images.base_url).toBe(images.secure_base_url);
  });

  it('builds poster URLs that load: secure_base_url + size + poster_path', async () => {
    const app = createTmdbEmulator();
    const { images } = ConfigurationSchema.parse((await get(app, '/configuration')).json());
    const page = MoviePageSchema.parse((await searchMovies(app, 'Vertigo')).json());
    const poster = page.results[0]?.poster_path;
    if (!poster) throw new Error('no poster for Vertigo');
    const url = new URL(`${images.secure_base_url}w342${poster}`);
    const res = await app.inject({ method: 'GET', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Vertigo');
  });
});
