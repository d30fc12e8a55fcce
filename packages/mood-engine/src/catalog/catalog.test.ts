import { describe, expect, it } from 'vitest';
import { compactKey, duplicates } from './duplicate-rows.test-support';
import { CATALOG } from './index';

// These hold once the three decade files are filled; the catalog is the engine's whole world.
describe('catalog', () => {
  it('has at least 1,500 songs across many genres and languages', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(CATALOG.flatMap((song) => song.genres)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(CATALOG.map((song) => song.language)).size).toBeGreaterThanOrEqual(6);
  });

  it('covers every decade from the 1960s to the 2020s', () => {
    const decades = new Set(CATALOG.map((song) => Math.floor(song.year / 10) * 10));
    for (const decade of [1960, 1970, 1980, 1990, 2000, 2010, 2020]) {
      expect(decades, `${decade}s`).toContain(decade);
    }
  });

  it('lists no song twice', () => {
    const keys = CATALOG.map((song) => `${compactKey(song.title)}|${compactKey(song.artist)}`);
    expect(duplicates(keys)).toEqual([]);
  });
});
