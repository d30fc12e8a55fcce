import { describe, it, expect } from 'vitest';
import { COLLAPSED_COUNTS, hasShowMore, visibleItems } from './section-expansion';

describe('COLLAPSED_COUNTS', () => {
  it('pins the spec 9 counts', () => {
    expect(COLLAPSED_COUNTS).toEqual({
      music: 2,
      ambient: 2,
      general: 2,
      shorts: 4,
      movies: 3,
      tvShows: 3,
      activities: 4,
      creators: 2,
    });
  });
});

describe('hasShowMore', () => {
  it('appears only when the total exceeds the collapsed count', () => {
    expect(hasShowMore('music', 2)).toBe(false);
    expect(hasShowMore('music', 3)).toBe(true);
    expect(hasShowMore('shorts', 4)).toBe(false);
    expect(hasShowMore('shorts', 5)).toBe(true);
    expect(hasShowMore('movies', 3)).toBe(false);
    expect(hasShowMore('tvShows', 4)).toBe(true);
    expect(hasShowMore('activities', 4)).toBe(false);
    expect(hasShowMore('creators', 3)).toBe(true);
    expect(hasShowMore('general', 0)).toBe(false);
  });
});

describe('visibleItems', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('shows the collapsed count when collapsed', () => {
    expect(visibleItems(items, 'ambient', false)).toEqual(['a', 'b']);
    expect(visibleItems(items, 'shorts', false)).toEqual(['a', 'b', 'c', 'd']);
    expect(visibleItems(items, 'movies', false)).toEqual(['a', 'b', 'c']);
  });

  it('shows everything when expanded', () => {
    expect(visibleItems(items, 'ambient', true)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('shows fewer when there are fewer', () => {
    expect(visibleItems(['a'], 'shorts', false)).toEqual(['a']);
    expect(visibleItems([], 'creators', false)).toEqual([]);
  });

  it('does not change the list it was given', () => {
    visibleItems(items, 'music', false);
    expect(items).toHaveLength(6);
  });
});
