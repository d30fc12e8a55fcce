import { describe, expect, it } from 'vitest';
import { matchTier, rankTitles } from './search-ranking';
import { foldWords } from '@moodtape/core';

const record = (id: number, title: string, year: number, popularity: number) => ({
  id,
  title,
  year,
  popularity,
  words: foldWords(title),
});

const RECORDS = [
  record(1, 'Amélie', 2001, 40),
  record(2, 'Spider-Man', 2002, 90),
  record(3, 'Spider-Man 2', 2004, 95),
  record(4, 'The Spider', 1958, 3),
  record(5, 'Fast & Furious', 2009, 60),
  record(6, 'WALL·E', 2008, 70),
];

const titles = (query: string, year?: number) =>
  rankTitles(RECORDS, query, year).map((r) => r.title);

// TMDB's search forgives what core's foldWords does; the emulator's titles rely on it.
describe('title words (foldWords)', () => {
  it('drops case, accents, apostrophes and punctuation, and reads & as and', () => {
    expect(foldWords("Schindler's List")).toEqual(['schindlers', 'list']);
    expect(foldWords('AMÉLIE')).toEqual(['amelie']);
    expect(foldWords('Fast & Furious')).toEqual(['fast', 'and', 'furious']);
  });
});

describe('matchTier', () => {
  const tier = (title: string, query: string) => matchTier(foldWords(title), foldWords(query));

  it('ranks the title itself, then its start, then its words, then run-together text', () => {
    expect(tier('The Godfather', 'godfather')).toBe(0);
    expect(tier('Spider-Man', 'spiderman')).toBe(0);
    expect(tier('The Godfather Part II', 'the godfather')).toBe(1);
    expect(tier('The Godfather', 'godfa')).toBe(1);
    expect(tier('Singin in the Rain', 'rain singin')).toBe(2);
    expect(tier('Spider-Man 2', 'derman')).toBe(3);
    expect(tier('The Godfather', 'goodfellas')).toBeUndefined();
    expect(tier('The Godfather', '')).toBeUndefined();
  });
});

describe('rankTitles', () => {
  it('finds a title without its accents', () => {
    expect(titles('amelie')).toEqual(['Amélie']);
  });

  it('puts the closest title first, then the more popular', () => {
    // The exact title wins over better-known ones that only start with it.
    expect(titles('spider')).toEqual(['The Spider', 'Spider-Man', 'Spider-Man 2']);
    // Every word must match: "The Spider" has no "man".
    expect(titles('spider man')).toEqual(['Spider-Man', 'Spider-Man 2']);
    expect(titles('spiderman')).toEqual(['Spider-Man', 'Spider-Man 2']);
    expect(titles('fast and furious')).toEqual(['Fast & Furious']);
    expect(titles('wall-e')).toEqual(['WALL·E']);
  });

  it('keeps only the titles of the year asked for', () => {
    expect(titles('spider', 1958)).toEqual(['The Spider']);
    expect(titles('spider', 1999)).toEqual([]);
  });
});
