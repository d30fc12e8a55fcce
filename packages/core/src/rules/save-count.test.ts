import { describe, it, expect } from 'vitest';
import { SAVE_COUNT_MILLION, SAVE_COUNT_THOUSAND, formatSaveCount } from './save-count';

describe('formatSaveCount', () => {
  it('pins the thresholds', () => {
    expect(SAVE_COUNT_THOUSAND).toBe(1000);
    expect(SAVE_COUNT_MILLION).toBe(1_000_000);
  });

  it('shows the plain number below 1,000', () => {
    expect(formatSaveCount(0)).toBe('0');
    expect(formatSaveCount(7)).toBe('7');
    expect(formatSaveCount(999)).toBe('999');
  });

  it('shows K with one decimal from 1,000', () => {
    expect(formatSaveCount(1000)).toBe('1.0K');
    expect(formatSaveCount(1234)).toBe('1.2K');
    expect(formatSaveCount(1250)).toBe('1.3K');
    expect(formatSaveCount(12_345)).toBe('12.3K');
    expect(formatSaveCount(999_949)).toBe('999.9K');
  });

  it('moves to M rather than showing 1000.0K', () => {
    expect(formatSaveCount(999_950)).toBe('1.0M');
    expect(formatSaveCount(999_999)).toBe('1.0M');
  });

  it('shows M with one decimal from 1,000,000', () => {
    expect(formatSaveCount(1_000_000)).toBe('1.0M');
    expect(formatSaveCount(1_500_000)).toBe('1.5M');
    expect(formatSaveCount(12_345_678)).toBe('12.3M');
  });

  it('shows 0 for a negative or non-finite count', () => {
    expect(formatSaveCount(-3)).toBe('0');
    expect(formatSaveCount(Number.NaN)).toBe('0');
  });
});
