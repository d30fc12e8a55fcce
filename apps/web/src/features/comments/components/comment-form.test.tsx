// Writing comments (spec 5): one send at a time, the box clears after a post, and failures
// are only logged (spec 8), keeping what was typed.
import type { Comment } from '@moodtape/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { CommentsModal } from './comments-modal';
import { LIST, VIBE, advance, comment } from './comments.test-support';

const ME = 'ava.rivers';
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

function renderSignedIn() {
  renderWithProviders(<CommentsModal vibe={VIBE} onClose={() => {}} currentUserId={ME} />);
  return {
    box: screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement,
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

const fail = () => ({ status: 500, body: { error: { code: 'internal_error', message: 'Boom.' } } });

describe('comment form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('sends trimmed text once, however quickly it is pressed, then clears', async () => {
    let list: Comment[] = [];
    let release = () => {};
    const { calls } = fakeServer({
      [`GET ${LIST}`]: () => ({ body: list }),
      [`POST ${LIST}`]: async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        const created = comment({
          content: (body as { content: string }).content,
          spotify_username: ME,
        });
        list = [created, ...list];
        return { status: 201, body: created };
      },
    });
    const { box, send } = renderSignedIn();
    await advance(10);
    expect(box.maxLength).toBe(1000);
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(box, { target: { value: '  what a mood \n' } });
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    await advance(10);
    expect(isDisabled(send)).toBe(true);
    release();
    await advance(10);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ content: 'what a mood' }]);
    expect(box.value).toBe('');
    expect(screen.getByText('what a mood')).toBeTruthy();
  });

  it('sends with Ctrl+Enter but not with Enter alone', async () => {
    const { calls } = fakeServer({
      [`GET ${LIST}`]: () => ({ body: [] }),
      [`POST ${LIST}`]: ({ body }) => ({ status: 201, body: comment(body as Partial<Comment>) }),
    });
    const { box } = renderSignedIn();
    fireEvent.change(box, { target: { value: 'hi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await advance(10);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await advance(10);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('only logs failures to list, post and delete, and keeps the typed text', async () => {
    const mine = comment({ content: 'mine', spotify_username: ME });
    let listFails = false;
    fakeServer({
      [`GET ${LIST}`]: () => (listFails ? fail() : { body: [mine] }),
      [`POST ${LIST}`]: fail,
      [`DELETE ${LIST}/${mine.id}`]: fail,
    });
    const { box, send } = renderSignedIn();
    await advance(10);

    fireEvent.change(box, { target: { value: 'keep me' } });
    fireEvent.click(send);
    await advance(10);
    expect(console.warn).toHaveBeenCalledWith('Failed to post comment:', expect.anything());
    expect(box.value).toBe('keep me');
    expect(isDisabled(send)).toBe(false);

    fireEvent.click(screen.getByRole('button', { expanded: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    await advance(10);
    expect(console.warn).toHaveBeenCalledWith('Failed to delete comment:', expect.anything());
    expect(screen.getByText('mine')).toBeTruthy();

    listFails = true;
    // The next poll fails, and so does its one retry for a 5xx.
    await advance(10_000 + 5_000);
    expect(console.warn).toHaveBeenCalledWith('Failed to load comments:', expect.anything());
    expect(screen.getByText('mine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('dialog')?.textContent).not.toMatch(/fail|error|boom/i);
  });
});
