import { describe, expect, it } from 'vitest';
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
    const seen = new Map<string, number>();
    const normalize = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]/gu, '');
    for (const song of CATALOG) {
      const key = `${normalize(song.title)}|${normalize(song.artist)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });
});
