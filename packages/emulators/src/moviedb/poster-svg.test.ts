import { describe, expect, it } from 'vitest';
import { wrapTitle } from './poster-svg';

describe('wrapTitle', () => {
  it('sets a short title large, on one line', () => {
    expect(wrapTitle('Big')).toEqual({ fontSize: 72, lines: ['Big'] });
  });

  it('never cuts a word while a smaller size can hold it', () => {
    const { fontSize, lines } = wrapTitle('Close Encounters of the Third Kind');
    expect(lines.join(' ')).toBe('Close Encounters of the Third Kind');
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(fontSize).toBeLessThan(72);
  });

  it('cuts what cannot fit, and ends on an ellipsis past five lines', () => {
    const { fontSize, lines } = wrapTitle(
      `${'Supercalifragilistic'.repeat(2)} ${'word '.repeat(40)}`,
    );
    expect(fontSize).toBe(30);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toMatch(/…$/);
    expect(lines.every((line) => line.length <= 18)).toBe(true);
  });
});
