import { describe, expect, it } from 'vitest';
import { nextPacificMidnight } from './pacific-midnight';

describe('nextPacificMidnight', () => {
  it('is 08:00 UTC the next day in winter (PST)', () => {
    expect(nextPacificMidnight(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2026-01-16T08:00:00.000Z',
    );
  });

  it('is 07:00 UTC in summer (PDT)', () => {
    expect(nextPacificMidnight(new Date('2026-07-04T06:59:00Z')).toISOString()).toBe(
      '2026-07-04T07:00:00.000Z',
    );
    expect(nextPacificMidnight(new Date('2026-07-04T07:00:00Z')).toISOString()).toBe(
      '2026-07-05T07:00:00.000Z',
    );
  });

  it('crosses the daylight-saving changes', () => {
    // 2026-03-08 clocks go forward; 2026-11-01 they go back.
    expect(nextPacificMidnight(new Date('2026-03-08T12:00:00Z')).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    expect(nextPacificMidnight(new Date('2026-10-31T12:00:00Z')).toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
    expect(nextPacificMidnight(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-11-02T08:00:00.000Z',
    );
  });
});
