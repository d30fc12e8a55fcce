// The comments modal against a stand-in server: title, polling every 10 s while open,
// delete offered only on one's own comments, the signed-out line, and text as text.
import { MESSAGES } from '@moodtape/core';
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
  });
});
