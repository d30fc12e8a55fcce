import { describe, it, expect } from 'vitest';
import { UNKNOWN_DURATION, formatDuration, parseIsoDuration } from './duration';

describe('parseIsoDuration', () => {
  it('reads hours, minutes and seconds', () => {
    expect(parseIsoDuration('PT1H2M3S')).toBe(3723);
    expect(parseIsoDuration('PT3M7S')).toBe(187);
    expect(parseIsoDuration('PT45S')).toBe(45);
    expect(parseIsoDuration('PT2H')).toBe(7200);
    expect(parseIsoDuration('PT10M')).toBe(600);
    expect(parseIsoDuration('PT0S')).toBe(0);
  });

  it('reads days and weeks', () => {
    expect(parseIsoDuration('P1DT2H')).toBe(93_600);
    expect(parseIsoDuration('P0D')).toBe(0);
    expect(parseIsoDuration('P1W')).toBe(604_800);
  });

  it('reads fractional seconds, lower case and surrounding spaces', () => {
    expect(parseIsoDuration('PT1.5S')).toBe(1.5);
    expect(parseIsoDuration(' pt1m ')).toBe(60);
  });

  it('is null for anything else', () => {
    expect(parseIsoDuration('')).toBeNull();
    expect(parseIsoDuration('P')).toBeNull();
    expect(parseIsoDuration('PT')).toBeNull();
    expect(parseIsoDuration('P1Y')).toBeNull();
    expect(parseIsoDuration('P1M')).toBeNull();
    expect(parseIsoDuration('1:02:03')).toBeNull();
    expect(parseIsoDuration('PT1S2M')).toBeNull();
    expect(parseIsoDuration('PT-1S')).toBeNull();
    expect(parseIsoDuration('abc')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('shows hh:mm:ss when there are hours', () => {
    expect(formatDuration(3723)).toBe('01:02:03');
    expect(formatDuration(36_000)).toBe('10:00:00');
    expect(formatDuration(93_600)).toBe('26:00:00');
  });

  it('shows mm:ss otherwise', () => {
    expect(formatDuration(187)).toBe('03:07');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59.9)).toBe('00:59');
  });

  it('shows N/A when unknown', () => {
    expect(UNKNOWN_DURATION).toBe('N/A');
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(undefined)).toBe('N/A');
    expect(formatDuration(-1)).toBe('N/A');
    expect(formatDuration(Number.NaN)).toBe('N/A');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('N/A');
  });
});
