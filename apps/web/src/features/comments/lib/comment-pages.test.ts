import { COMMENTS_PAGE_SIZE, type Comment } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import {
  type CommentThread,
  withComment,
  withNewestPage,
  withOlderPage,
  withoutComment,
} from './comment-pages';

// Comment n was written n seconds after the first; ids sort with the times.
const at = (n: number): Comment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  content: `comment ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 20, 10, 0, n)).toISOString(),
  moodtape_username: 'kai_moreno',
  spotify_username: 'kai.moreno',
});
// The newest `count` comments of the first `total`, newest first, as the server pages them.
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => at(from - i)).filter((_, i) => from - i >= 1);
const contents = (thread: CommentThread | undefined) =>
  thread?.comments.map((c) => c.content.replace('comment ', ''));

describe('comment pages', () => {
  it('takes a short newest page as the whole conversation', () => {
    expect(withNewestPage(undefined, page(3, 3))).toEqual({
      comments: page(3, 3),
      hasOlder: false,
    });
  });

  it('offers older comments after a full page, and adds them below without repeats', () => {
    const first = withNewestPage(undefined, page(120, COMMENTS_PAGE_SIZE));
    expect(first.hasOlder).toBe(true);
    const second = withOlderPage(first, [at(71), ...page(70, COMMENTS_PAGE_SIZE)]);
    expect(second.comments).toHaveLength(100);
    expect(second.hasOlder).toBe(true);
    const third = withOlderPage(second, page(20, COMMENTS_PAGE_SIZE));
    expect(third.comments).toHaveLength(120);
    expect(third.hasOlder).toBe(false);
    expect(contents(third)?.slice(0, 2)).toEqual(['120', '119']);
    expect(contents(third)?.at(-1)).toBe('1');
  });

  it('merges a polled newest page: new comments on top, deleted ones gone, older ones kept', () => {
    const shown = withOlderPage(
      withNewestPage(undefined, page(120, COMMENTS_PAGE_SIZE)),
      page(70, COMMENTS_PAGE_SIZE),
    );
    // Two new comments; comment 100 was deleted.
    const polled = [at(122), at(121), ...page(120, 52).filter((c) => c.content !== 'comment 100')];
    const merged = withNewestPage(shown, polled.slice(0, COMMENTS_PAGE_SIZE));
    expect(merged.comments).toHaveLength(101);
    expect(new Set(merged.comments.map((c) => c.id)).size).toBe(101);
    expect(contents(merged)?.slice(0, 3)).toEqual(['122', '121', '120']);
    expect(contents(merged)).not.toContain('100');
    expect(contents(merged)?.at(-1)).toBe('21');
    expect(merged.hasOlder).toBe(true);
  });

  it('keeps comments of the same moment in the server’s order, by id', () => {
    const same = (id: string): Comment => ({ ...at(5), id, content: id });
    const moment = ['e', 'd', 'c', 'b', 'a'].map(same);
    const first = withNewestPage(undefined, [...page(60, 45), ...moment]);
    expect(first.hasOlder).toBe(true);
    // A poll after comment 61: the page now ends at 'b', so 'a' is kept below it.
    const polled = withNewestPage(first, [at(61), ...first.comments.slice(0, 49)]);
    expect(contents(polled)?.slice(-5)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(polled.comments).toHaveLength(51);
  });

  it('puts a posted comment on top once, and takes a deleted one out', () => {
    const thread = withNewestPage(undefined, page(2, 2));
    const posted = withComment(withComment(thread, at(3)), at(3));
    expect(contents(posted)).toEqual(['3', '2', '1']);
    expect(contents(withoutComment(posted, at(2).id))).toEqual(['3', '1']);
    expect(withoutComment(undefined, at(2).id)).toBeUndefined();
  });
});
