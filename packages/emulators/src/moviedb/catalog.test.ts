import { MOVIES, TV_SHOWS } from '@moodtape/mood-engine';
import { describe, expect, it } from 'vitest';
import { MOVIEDB_CATALOG, buildCatalog } from './catalog';
import { MoviePageSchema, TvPageSchema } from './contract-schemas';
import { createTmdbEmulator, searchMovies, searchTv } from './moviedb.test-support';

describe('the catalogue', () => {
  it('holds every curated title and about forty decoys, with unique ids per kind', () => {
    const { movies, shows } = MOVIEDB_CATALOG;
    const curated = [...movies, ...shows].filter((r) => r.origin === 'curated');
    expect(curated).toHaveLength(MOVIES.length + TV_SHOWS.length);
    const decoys = movies.length + shows.length - curated.length;
    expect(decoys).toBeGreaterThanOrEqual(30);
    expect(decoys).toBeLessThanOrEqual(40);
    expect(new Set(movies.map((r) => r.id)).size).toBe(movies.length);
    expect(new Set(shows.map((r) => r.id)).size).toBe(shows.length);
  });

  it('never gives a decoy the title and year of a curated title', () => {
    for (const list of [MOVIEDB_CATALOG.movies, MOVIEDB_CATALOG.shows]) {
      const curated = new Set(
        list.filter((r) => r.origin === 'curated').map((r) => `${r.words.join(' ')}|${r.year}`),
      );
      const clashes = list.filter(
        (r) => r.origin !== 'curated' && curated.has(`${r.words.join(' ')}|${r.year}`),
      );
      expect(clashes).toEqual([]);
    }
  });

  it('is the same on every build', () => {
    expect(buildCatalog({ movie: MOVIES, tv: TV_SHOWS })).toEqual(MOVIEDB_CATALOG);
  });

  it('takes the overview and year from the mood engine', () => {
    for (const seed of MOVIES) {
      const record = MOVIEDB_CATALOG.movies.find(
        (r) => r.origin === 'curated' && r.title === seed.title && r.year === seed.year,
      );
      expect(record?.overview).toBe(seed.description);
      expect(record?.date.slice(0, 4)).toBe(String(seed.year));
    }
  });
});

// What Moodtape does for every suggestion: look the title up, with its year and without.
describe('every curated title is findable by its title', () => {
  it.each([
    ['movie', MOVIES, searchMovies, MoviePageSchema, 'year'],
    ['tv', TV_SHOWS, searchTv, TvPageSchema, 'first_air_date_year'],
  ] as const)('%s', async (_kind, seeds, search, schema, yearParam) => {
    const app = createTmdbEmulator();
    for (const { title, year } of seeds) {
      const page = schema.parse((await search(app, title, { [yearParam]: year })).json());
      const first = page.results[0];
      const name = first && ('title' in first ? first.title : first.name);
      const date = first && ('release_date' in first ? first.release_date : first.first_air_date);
      expect([name, date?.slice(0, 4)], title).toEqual([title, String(year)]);

      const bare = schema.parse((await search(app, title)).json());
      const found = bare.results.map((r) => ('title' in r ? r.title : r.name));
      expect(found, title).toContain(title);
    }
  });
});
