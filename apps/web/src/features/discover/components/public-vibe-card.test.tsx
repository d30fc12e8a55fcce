// What each person can do with a public vibe (spec 6): open and save a copy when signed in,
// not save one's own, and only look at the songs when signed out.
import type { Vibe } from '@moodtape/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PublicVibeCard } from './public-vibe-card';
import { createVibe, track } from './public-vibes.test-support';

function renderCard(
  vibe: Vibe,
  options: { signedIn: boolean; own?: boolean; save?: () => Promise<void> },
) {
  const handlers = {
    onOpen: vi.fn(),
    onShowComments: vi.fn(),
    onSave: vi.fn(options.save ?? (async () => {})),
  };
  render(
    <PublicVibeCard
      vibe={vibe}
      signedIn={options.signedIn}
      own={options.own ?? false}
      {...handlers}
    />,
  );
  return handlers;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('public vibe card', () => {
  it('opens the vibe and its comments when signed in', () => {
    const vibe = createVibe({ name: 'Night Drive' });
    const handlers = renderCard(vibe, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open Night Drive' }));
    fireEvent.click(screen.getByRole('button', { name: 'Comments on Night Drive' }));
    expect(handlers.onOpen).toHaveBeenCalledWith(vibe);
    expect(handlers.onShowComments).toHaveBeenCalledWith(vibe);
    expect(screen.queryByRole('button', { name: 'View Night Drive' })).toBeNull();
  });

  it('shows Saving… while saving a copy, then Saved, and saves once', async () => {
    const pending = deferred();
    const handlers = renderCard(createVibe({ name: 'Night Drive' }), {
      signedIn: true,
      save: () => pending.promise,
    });
    const button = screen.getByRole('button', { name: 'Save Night Drive' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Saving…');
    expect(isDisabled(button)).toBe(true);
    await act(async () => pending.resolve());
    expect(button.textContent).toBe('Saved');
    expect(isDisabled(button)).toBe(true);
    expect(handlers.onSave).toHaveBeenCalledTimes(1);
  });

  it('offers Save again when saving fails', async () => {
    const pending = deferred();
    renderCard(createVibe({ name: 'Night Drive' }), {
      signedIn: true,
      save: () => pending.promise,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Night Drive' }));
    await act(async () => pending.reject(new Error('Failed to save vibe')));
    const button = screen.getByRole('button', { name: 'Save Night Drive' });
    expect(isDisabled(button)).toBe(false);
  });

  it('does not offer to save one’s own vibe', () => {
    renderCard(createVibe({ name: 'Mine' }), { signedIn: true, own: true });
    expect(screen.getByRole('button', { name: 'Open Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('lets a signed-out visitor view the songs, but not open or save', () => {
    renderCard(
      createVibe({
        name: 'Night Drive',
        playlist_data: {
          name: 'x',
          tracks: [track('Nightcall', 'Kavinsky'), track('<i>x</i>', 'A&B')],
        },
      }),
      { signedIn: false },
    );
    expect(screen.queryByRole('button', { name: 'Open Night Drive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Night Drive' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Songs' })).toBeNull();
    const view = screen.getByRole('button', { name: 'View Night Drive' });
    expect(view.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(view);
    expect(view.getAttribute('aria-expanded')).toBe('true');
    const songs = within(screen.getByRole('list', { name: 'Songs' })).getAllByRole('listitem');
    expect(songs.map((song) => song.textContent)).toEqual([
      'Nightcall – Kavinsky',
      '<i>x</i> – A&B',
    ]);
    expect(screen.getByRole('button', { name: 'Comments on Night Drive' })).toBeTruthy();
  });
});
