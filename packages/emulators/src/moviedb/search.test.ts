import { describe, expect, it } from 'vitest';
import { MOVIEDB_CATALOG } from './catalog';
import { MoviePageSchema, TmdbErrorSchema, TvPageSchema } from './contract-schemas';
import { createTmdbEmulator, searchMovies, searchTv } from './moviedb.test-support';

const movies = async (app: ReturnType<typeof createTmdbEmulator>, q: string, extra = {}) => {
  const res = await searchMovies(app, q, extra);
  expect(res.statusCode).toBe(200);
  return MoviePageSchema.parse(res.json());
};

const remakes = MOVIEDB_CATALOG.movies.filter((r) => r.origin === 'remake');

describe('GET /3/search/movie', () => {
  it('finds a title by its exact name first, in the contract shape', async () => {
    const app = createTmdbEmulator();
    const res = await searchMovies(app, 'Casablanca');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = MoviePageSchema.parse(res.json());
    expect(page.page).toBe(1);
    expect(page.results[0]).toMatchObject({
      title: 'Casablanca',
      original_title: 'Casablanca',
      release_date: expect.stringMatching(/^1942-/),
      adult: false,
      video: false,
    });
    expect(page.results[0]?.overview).toMatch(/Morocco/);
    expect(page.total_results).toBe(page.results.length);
  });

  it('finds a title before its sequel, which a partial title finds too', async () => {
    const app = createTmdbEmulator();
    const sequel = MOVIEDB_CATALOG.movies.find((r) => r.origin === 'sequel');
    if (!sequel) throw new Error('no sequel decoy');
    const title = sequel.title.replace(/ 2$/, '');
    const page = await movies(app, title);
    const found = page.results.map((r) => r.title);
    expect(found[0]).toBe(title);
    expect(found).toContain(sequel.title);
    expect(found.indexOf(sequel.title)).toBeGreaterThan(0);
  });

  it('forgives case, punctuation and half-typed or partial titles', async () => {
    const app = createTmdbEmulator();
    for (const q of ['SINGIN IN THE RAIN', 'singin', "Singin' in", 'the rain singin']) {
      const page = await movies(app, q);
      expect(page.results[0]?.title, q).toBe("Singin' in the Rain");
    }
    expect((await movies(app, 'casabl')).results[0]?.title).toBe('Casablanca');
    expect((await movies(app, 'wizard of oz')).results[0]?.title).toBe('The Wizard of Oz');
  });

  it('finds a title with accents or dashes typed without them', async () => {
    const app = createTmdbEmulator();
    const plain = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9 ]/g, '');
    const accented = MOVIEDB_CATALOG.movies.filter(
      (r) => r.origin === 'curated' && /[^\x20-\x7e]/.test(r.title),
    );
    expect(accented.length).toBeGreaterThan(0);
    for (const { title, year } of accented) {
      const page = await movies(app, plain(title).toLowerCase(), { year });
      expect(page.results[0]?.title, title).toBe(title);
    }
  });

  it('puts the better-known original before its remake, and a year picks either', async () => {
    const app = createTmdbEmulator();
    expect(remakes.length).toBeGreaterThan(5);
    for (const remake of remakes.slice(0, 5)) {
      const originals = MOVIEDB_CATALOG.movies.filter(
        (r) => r.origin === 'curated' && r.title === remake.title,
      );
      const original = originals[0];
      if (!original) throw new Error(`no original for ${remake.title}`);
      const bare = await movies(app, remake.title);
      const same = bare.results.filter((r) => r.title === remake.title).map((r) => r.id);
      // Every curated title of that name (one, unless the lists hold a remake too) first.
      expect(same.slice(-1)).toEqual([remake.id]);
      expect(new Set(same.slice(0, -1))).toEqual(new Set(originals.map((r) => r.id)));
      const byYear = await movies(app, remake.title, { year: remake.year });
      expect(byYear.results.map((r) => r.id)).toEqual([remake.id]);
      const primary = await movies(app, remake.title, { primary_release_year: original.year });
      expect(primary.results[0]?.id).toBe(original.id);
    }
  });

  it('finds nothing for an unknown title or a wrong year, and an empty query is no error', async () => {
    const app = createTmdbEmulator();
    const none = { page: 1, results: [], total_pages: 1, total_results: 0 };
    expect(await movies(app, 'zzqx nothing like this')).toEqual(none);
    expect(await movies(app, 'Casablanca', { year: 1999 })).toEqual(none);
    expect(await movies(app, '')).toEqual(none);
  });

  it('pages by 20 and refuses a page outside 1..500', async () => {
    const app = createTmdbEmulator();
    // "the" starts a word of many titles.
    const first = await movies(app, 'the');
    expect(first.total_results).toBeGreaterThan(20);
    expect(first.results).toHaveLength(20);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    const second = await movies(app, 'the', { page: 2 });
    expect(second.page).toBe(2);
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    const ids = new Set([...first.results, ...second.results].map((r) => r.id));
    expect(ids.size).toBe(first.results.length + second.results.length);
    const past = await movies(app, 'the', { page: 400 });
    expect(past.results).toEqual([]);
    for (const page of ['0', '501', 'two', '1.5']) {
      const res = await searchMovies(app, 'the', { page });
      expect(res.statusCode, page).toBe(400);
      expect(TmdbErrorSchema.parse(res.json()).status_code).toBe(22);
    }
  });
});

describe('GET /3/search/tv', () => {
  it('finds a show by name, and first_air_date_year picks one of two', async () => {
    const app = createTmdbEmulator();
    const res = await searchTv(app, 'twin peaks');
    const page = TvPageSchema.parse(res.json());
    expect(page.results[0]).toMatchObject({
      name: 'Twin Peaks',
      original_name: 'Twin Peaks',
      first_air_date: expect.stringMatching(/^1990-/),
      origin_country: ['US'],
    });
    const reboot = MOVIEDB_CATALOG.shows.find((r) => r.origin === 'reboot');
    if (!reboot) throw new Error('no reboot decoy');
    const both = TvPageSchema.parse((await searchTv(app, reboot.title)).json());
    expect(both.results.filter((r) => r.name === reboot.title)).toHaveLength(2);
    const one = TvPageSchema.parse(
      (await searchTv(app, reboot.title, { first_air_date_year: reboot.year })).json(),
    );
    expect(one.results.map((r) => r.id)).toEqual([reboot.id]);
  });

  it('keeps movies and shows apart', async () => {
    const app = createTmdbEmulator();
    const page = TvPageSchema.parse((await searchTv(app, 'Casablanca')).json());
    expect(page.results).toEqual([]);
  });
});
