// The comments modal against a stand-in server: title, polling every 10 s while open,
// delete offered only on one's own comments, the signed-out line, and text as text.
import { COMMENTS_PAGE_SIZE, type Comment, MESSAGES } from '@moodtape/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { COMMENT_POLL_MS } from '../api/get-comments';
import { CommentsModal } from './comments-modal';
import { LIST, VIBE, advance, comment } from './comments.test-support';

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === LIST);

describe('comments modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is titled "Vibe Check: {name}" and lists comments newest first, as text', async () => {
    fakeServer({
      'GET /api/auth/session': () => ({ body: { user: null } }),
      [`GET ${LIST}`]: () => ({
        body: [
          comment({ content: '<img src=x onerror=alert(1)>\nsecond line' }),
          comment({ moodtape_username: '<b>ava</b>', content: 'older' }),
        ],
      }),
    });
    renderWithProviders(<CommentsModal vibe={VIBE} onClose={() => {}} currentUserId={null} />);
    expect(
      screen.getByRole('heading', { name: MESSAGES.commentsTitle('Night Drive') }),
    ).toBeTruthy();
    await advance(10);
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'kai_moreno5 min ago<img src=x onerror=alert(1)>\nsecond line',
      '<b>ava</b>5 min agoolder',
    ]);
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toMatch(/Z$/);
    expect(document.querySelector('dialog img, dialog b')).toBeNull();
    expect(screen.getByText(MESSAGES.pleaseLogInToComment)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
  });

  it('says so gently when there are no comments', async () => {
    fakeServer({ [`GET ${LIST}`]: () => ({ body: [] }) });
    renderWithProviders(<CommentsModal vibe={VIBE} onClose={() => {}} currentUserId={null} />);
    await advance(10);
    expect(screen.getByText('No comments yet. Start the conversation.')).toBeTruthy();
  });

  it('refreshes every 10 s while open and stops when closed', async () => {
    let answer = [comment({ content: 'first' })];
    const { calls } = fakeServer({ [`GET ${LIST}`]: () => ({ body: answer }) });
    const { rerender } = renderWithProviders(
      <CommentsModal vibe={VIBE} onClose={() => {}} currentUserId={null} />,
    );
    await advance(10);
    expect(listCalls(calls)).toHaveLength(1);
    answer = [comment({ content: 'second' }), ...answer];
    await advance(COMMENT_POLL_MS - 20);
    expect(listCalls(calls)).toHaveLength(1);
    await advance(10);
    expect(listCalls(calls)).toHaveLength(2);
    await advance(10);
    expect(screen.getByText('second')).toBeTruthy();

    rerender(<CommentsModal vibe={null} onClose={() => {}} currentUserId={null} />);
    await advance(COMMENT_POLL_MS * 3);
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('reveals Delete only on one’s own comments, and deletes', async () => {
    const mine = comment({ content: 'mine', spotify_username: 'ava.rivers' });
    let answer = [mine, comment({ content: 'theirs' })];
    const { calls } = fakeServer({
      [`GET ${LIST}`]: () => ({ body: answer }),
      [`DELETE ${LIST}/${mine.id}`]: () => {
        answer = answer.filter((c) => c.id !== mine.id);
        return { status: 204 };
      },
    });
    renderWithProviders(
      <CommentsModal vibe={VIBE} onClose={() => {}} currentUserId="ava.rivers" />,
    );
    await advance(10);
    expect(screen.queryByRole('button', { name: 'Delete comment' })).toBeNull();
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles).toHaveLength(1);
    expect(toggles[0]!.textContent).toContain('mine');
    fireEvent.click(toggles[0]!);
    expect(toggles[0]!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    await advance(10);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${LIST}/${mine.id}`)).toBe(true);
    expect(screen.queryByText('mine')).toBeNull();
    expect(screen.getByText('theirs')).toBeTruthy();
    // The keyboard stays in the list rather than falling to the page's body.
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Comments' }));
  });

  describe('older comments', () => {
    // 120 comments, comment 120 the newest, each a minute after the one before.
    const thread = Array.from({ length: 120 }, (_, i) =>
      comment({
        content: `comment ${120 - i}`,
        created_at: new Date(Date.UTC(2026, 10, 20, 10, 120 - i)).toISOString(),
      }),
    );
    const olderThan = (id: string | null) => {
      const from = id === null ? 0 : thread.findIndex((c) => c.id === id) + 1;
      return thread.slice(from, from + COMMENTS_PAGE_SIZE);
    };
    const shown = () =>
      within(screen.getByRole('list', { name: 'Comments' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span:last-child')?.textContent);
    const serve = (newest: () => Comment[] = () => olderThan(null)) => {
      let release: (() => void) | null = null;
      const server = fakeServer({
        [`GET ${LIST}`]: async ({ url }) => {
          const before = url.searchParams.get('before');
          if (!before) return { body: newest() };
          await new Promise<void>((resolve) => (release = resolve));
          return { body: olderThan(before) };
        },
      });
      return { ...server, release: () => release?.() };
    };

    it('shows the newest 50, then older pages on request, until a short page', async () => {
      const { calls, release } = serve();
      renderWithProviders(<CommentsModal vibe={VIBE} onClose={() => {}} currentUserId={null} />);
      await advance(10);
      expect(shown()).toHaveLength(COMMENTS_PAGE_SIZE);
      const button = screen.getByRole('button', { name: 'Show older comments' });
      button.focus();
      fireEvent.click(button);
      await advance(10);
      expect(calls.at(-1)?.path).toBe(`${LIST}?before=${thread[49]!.id}`);
      expect(screen.getByRole('status').textContent).toBe('Loading older comments…');
      expect(button.getAttribute('aria-busy')).toBe('true');
      // A second press while loading asks for nothing more.
      fireEvent.click(button);
      release();
      await advance(10);
      expect(shown()).toHaveLength(100);
      expect(shown().at(-1)).toBe('comment 21');
      expect(screen.getByRole('status').textContent).toBe('100 comments');

      fireEvent.click(screen.getByRole('button', { name: 'Show older comments' }));
      await advance(10);
      expect(calls.at(-1)?.path).toBe(`${LIST}?before=${thread[99]!.id}`);
      release();
      await advance(10);
      expect(shown()).toHaveLength(120);
      expect(shown().at(-1)).toBe('comment 1');
      expect(calls.filter((c) => c.path.includes('before='))).toHaveLength(2);
      // The last page was short: the button goes, and the keyboard stays in the list.
      expect(screen.queryByRole('button', { name: 'Show older comments' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Comments' }));
    });

    it('offers no older comments when the first page is short', async () => {
      serve(() => thread.slice(0, 3));
      renderWithProviders(<CommentsModal vibe={VIBE} onClose={() => {}} currentUserId={null} />);
      await advance(10);
      expect(shown()).toEqual(['comment 120', 'comment 119', 'comment 118']);
      expect(screen.queryByRole('button', { name: 'Show older comments' })).toBeNull();
    });

    it('keeps polling the newest page, merging new comments above the older ones', async () => {
      let newest = olderThan(null);
      const { calls, release } = serve(() => newest);
      renderWithProviders(<CommentsModal vibe={VIBE} onClose={() => {}} currentUserId={null} />);
      await advance(10);
      fireEvent.click(screen.getByRole('button', { name: 'Show older comments' }));
      await advance(10);
      release();
      await advance(10);
      expect(shown()).toHaveLength(100);

      const fresh = comment({ content: 'just now', created_at: new Date().toISOString() });
      newest = [fresh, ...thread.slice(0, COMMENTS_PAGE_SIZE - 1)];
      await advance(COMMENT_POLL_MS);
      expect(listCalls(calls).length).toBeGreaterThan(1);
      expect(listCalls(calls).every((call) => !call.path.includes('before'))).toBe(true);
      expect(shown()).toHaveLength(101);
      expect(shown()[0]).toBe('just now');
      expect(new Set(shown()).size).toBe(101);
      expect(shown().at(-1)).toBe('comment 21');
      expect(screen.getByRole('button', { name: 'Show older comments' })).toBeTruthy();
    });
  });
});
