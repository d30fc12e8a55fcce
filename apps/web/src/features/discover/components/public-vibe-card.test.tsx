// What each person can do with a public vibe (spec 6): open and save a copy when signed in,
// not save one's own, and only look at the songs when signed out. The card holds a summary;
// each of these first asks for the whole vibe.
import { MESSAGES, type Vibe } from '@moodtape/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/lib/api-client';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { summaryOf } from '../../../test/vibes';
import { PublicVibeCard } from './public-vibe-card';
import { createVibe, track } from './public-vibes.test-support';

function renderCard(
  vibe: Vibe,
  options: {
    signedIn: boolean;
    own?: boolean;
    save?: () => Promise<void>;
    load?: () => Promise<Vibe>;
  },
) {
  // The page's providers ask who is signed in; the card itself asks through `loadVibe`.
  fakeServer({ 'GET /api/auth/session': () => ({ body: { user: null } }) });
  const handlers = {
    loadVibe: vi.fn(options.load ?? (async () => vibe)),
    onLoadFailed: vi.fn(),
    onOpen: vi.fn(),
    onShowComments: vi.fn(),
    onSave: vi.fn(options.save ?? (async () => {})),
  };
  renderWithProviders(
    <PublicVibeCard
      vibe={summaryOf(vibe)}
      signedIn={options.signedIn}
      own={options.own ?? false}
      {...handlers}
    />,
  );
  return handlers;
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const notFound = () => new ApiError(404, 'not_found', 'That vibe does not exist or is private.');

describe('public vibe card', () => {
  it('shows the summary: cover, song count, creator and prompt', () => {
    const vibe = createVibe({
      name: 'Night Drive',
      image_url: '/api/images/night',
      playlist_data: { name: 'x', tracks: [track('One'), track('Two'), track('Three')] },
    });
    renderCard(vibe, { signedIn: true });
    expect(screen.getByText('3 songs')).toBeTruthy();
    expect(screen.getByText('by kai_moreno')).toBeTruthy();
    expect(screen.getByText('rain on the window')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/images/night');
  });

  it('opens the whole vibe, saying so while it loads, and its comments', async () => {
    const vibe = createVibe({ name: 'Night Drive' });
    const whole = deferred<Vibe>();
    const handlers = renderCard(vibe, { signedIn: true, load: () => whole.promise });
    fireEvent.click(screen.getByRole('button', { name: 'Open Night Drive' }));
    const opening = screen.getByRole('button', { name: 'Opening Night Drive' });
    expect(opening.getAttribute('aria-busy')).toBe('true');
    expect(handlers.loadVibe).toHaveBeenCalledWith(vibe.id);
    expect(handlers.onOpen).not.toHaveBeenCalled();
    await act(async () => whole.resolve(vibe));
    expect(handlers.onOpen).toHaveBeenCalledWith(vibe);
    fireEvent.click(screen.getByRole('button', { name: 'Comments on Night Drive' }));
    expect(handlers.onShowComments).toHaveBeenCalledWith(summaryOf(vibe));
    expect(screen.queryByRole('button', { name: 'View Night Drive' })).toBeNull();
  });

  it('reports a vibe that could not be opened, and offers Open again', async () => {
    const error = notFound();
    const handlers = renderCard(createVibe({ name: 'Gone' }), {
      signedIn: true,
      load: () => Promise.reject(error),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open Gone' }));
    await waitFor(() => expect(handlers.onLoadFailed).toHaveBeenCalledWith(error));
    expect(handlers.onOpen).not.toHaveBeenCalled();
    expect(isDisabled(screen.getByRole('button', { name: 'Open Gone' }))).toBe(false);
  });

  it('saves a copy of the whole vibe: Saving… while it loads and saves, then Saved, once', async () => {
    const vibe = createVibe({ name: 'Night Drive' });
    const pending = deferred();
    const handlers = renderCard(vibe, { signedIn: true, save: () => pending.promise });
    const button = screen.getByRole('button', { name: 'Save Night Drive' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.textContent).toBe('Saving…');
    expect(isDisabled(button)).toBe(true);
    await waitFor(() => expect(handlers.onSave).toHaveBeenCalledWith(vibe));
    await act(async () => pending.resolve());
    expect(button.textContent).toBe('Saved');
    expect(isDisabled(button)).toBe(true);
    expect(handlers.loadVibe).toHaveBeenCalledTimes(1);
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

  it('saves nothing when the whole vibe cannot be had, and offers Save again', async () => {
    const error = notFound();
    const handlers = renderCard(createVibe({ name: 'Gone' }), {
      signedIn: true,
      load: () => Promise.reject(error),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Gone' }));
    await waitFor(() => expect(handlers.onLoadFailed).toHaveBeenCalledWith(error));
    expect(handlers.onSave).not.toHaveBeenCalled();
    expect(isDisabled(screen.getByRole('button', { name: 'Save Gone' }))).toBe(false);
  });

  it('does not offer to save one’s own vibe', () => {
    renderCard(createVibe({ name: 'Mine' }), { signedIn: true, own: true });
    expect(screen.getByRole('button', { name: 'Open Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('lets a signed-out visitor view the songs, asked for once, but not open or save', async () => {
    const vibe = createVibe({
      name: 'Night Drive',
      playlist_data: {
        name: 'x',
        tracks: [track('Nightcall', 'Kavinsky'), track('<i>x</i>', 'A&B')],
      },
    });
    const whole = deferred<Vibe>();
    const handlers = renderCard(vibe, { signedIn: false, load: () => whole.promise });
    expect(screen.queryByRole('button', { name: 'Open Night Drive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Night Drive' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Songs' })).toBeNull();
    expect(handlers.loadVibe).not.toHaveBeenCalled();
    const view = screen.getByRole('button', { name: 'View Night Drive' });
    expect(view.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(view);
    expect(view.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(' Loading songs…');
    await act(async () => whole.resolve(vibe));
    const list = await screen.findByRole('list', { name: 'Songs' });
    const songs = within(list).getAllByRole('listitem');
    expect(songs.map((song) => song.textContent)).toEqual([
      'Nightcall – Kavinsky',
      '<i>x</i> – A&B',
    ]);
    fireEvent.click(view);
    fireEvent.click(view);
    expect(screen.getByRole('list', { name: 'Songs' })).toBeTruthy();
    expect(handlers.loadVibe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Comments on Night Drive' })).toBeTruthy();
  });

  it('says why the songs could not be shown, and tries again on request', async () => {
    const vibe = createVibe({ name: 'Night Drive' });
    let fail = true;
    renderCard(vibe, {
      signedIn: false,
      load: async () => {
        if (fail) throw notFound();
        return vibe;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'View Night Drive' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      MESSAGES.failedToLoadVibe('That vibe does not exist or is private.'),
    );
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Songs' })).toBeTruthy();
  });
});
