import { describe, expect, it } from 'vitest';
import { formatCommentTime } from './comment-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('comment time', () => {
  it('reads as an age for the last week', () => {
    expect(formatCommentTime(ago(5_000), NOW)).toBe('just now');
    expect(formatCommentTime(ago(-30_000), NOW)).toBe('just now');
    expect(formatCommentTime(ago(5 * 60_000), NOW)).toBe('5 min ago');
    expect(formatCommentTime(ago(3 * 3_600_000), NOW)).toBe('3 h ago');
    expect(formatCommentTime(ago(2 * 86_400_000), NOW)).toBe('2 d ago');
  });

  it('reads as a date after a week, with the year only when it differs', () => {
    expect(formatCommentTime('2026-10-01T12:00:00Z', NOW, 'en-GB')).toBe('1 Oct');
    expect(formatCommentTime('2025-10-01T12:00:00Z', NOW, 'en-GB')).toBe('1 Oct 2025');
  });

  it('is empty for a time it cannot read', () => {
    expect(formatCommentTime('not a date', NOW)).toBe('');
  });
});
