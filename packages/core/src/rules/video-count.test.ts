import { describe, it, expect } from 'vitest';
import { SHORTS_MAX_SECONDS, VIDEOS_PER_LOAD, isShort, perQueryVideoCount } from './video-count';

describe('video constants', () => {
  it('pins the spec 9 numbers', () => {
    expect(VIDEOS_PER_LOAD).toBe(6);
    expect(SHORTS_MAX_SECONDS).toBe(60);
  });
});

describe('perQueryVideoCount', () => {
  it('follows max(1, floor(6 / ceil(n / 2)))', () => {
    expect(perQueryVideoCount(1)).toBe(6);
    expect(perQueryVideoCount(2)).toBe(6);
    expect(perQueryVideoCount(3)).toBe(3);
    expect(perQueryVideoCount(4)).toBe(3);
    expect(perQueryVideoCount(5)).toBe(2);
    expect(perQueryVideoCount(6)).toBe(2);
    expect(perQueryVideoCount(7)).toBe(1);
    expect(perQueryVideoCount(12)).toBe(1);
  });

  it('never goes below 1 for many queries', () => {
    expect(perQueryVideoCount(13)).toBe(1);
    expect(perQueryVideoCount(100)).toBe(1);
  });

  it('is 0 without queries', () => {
    expect(perQueryVideoCount(0)).toBe(0);
    expect(perQueryVideoCount(-2)).toBe(0);
    expect(perQueryVideoCount(Number.NaN)).toBe(0);
  });
});

describe('isShort', () => {
  it('is true strictly under 60 seconds', () => {
    expect(isShort(1)).toBe(true);
    expect(isShort(59)).toBe(true);
    expect(isShort(59.9)).toBe(true);
    expect(isShort(60)).toBe(false);
    expect(isShort(61)).toBe(false);
  });

  it('is false for unknown, zero (live) or negative lengths', () => {
    expect(isShort(null)).toBe(false);
    expect(isShort(undefined)).toBe(false);
    expect(isShort(0)).toBe(false);
    expect(isShort(-5)).toBe(false);
    expect(isShort(Number.NaN)).toBe(false);
  });
});
