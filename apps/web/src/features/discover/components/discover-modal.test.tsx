// Discover Vibes against a stand-in server: the debounced search, the empty and failure
// texts, paging, and names from other people rendered as text.
import { MESSAGES, PUBLIC_VIBES_PAGE_SIZE, type Vibe } from '@moodtape/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { summaryOf } from '../../../test/vibes';
import { PUBLIC_VIBE_SEARCH_DEBOUNCE_MS } from '../hooks/use-debounced-value';
import { DiscoverModal } from './discover-modal';
import { createVibe } from './public-vibes.test-support';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function serve(answer: (search: string | null, page: number) => Vibe[] | 'fail') {
  return fakeServer({
    'GET /api/auth/session': () => ({ body: { user: null } }),
    'GET /api/vibes/public': ({ url }) => {
      const result = answer(url.searchParams.get('search'), Number(url.searchParams.get('page')));
      return result === 'fail'
        ? { status: 500, body: { error: { code: 'internal_error', message: 'Boom.' } } }
        : { body: result.map(summaryOf) };
    },
  });
}

const publicCalls = (calls: { path: string }[]) =>
  calls.map((call) => call.path).filter((path) => path.startsWith('/api/vibes/public'));

function renderDiscover(props: { signedIn?: boolean; currentUserId?: string | null } = {}) {
  renderWithProviders(
    <DiscoverModal
      open
      onClose={() => {}}
      signedIn={props.signedIn ?? false}
      currentUserId={props.currentUserId ?? null}
      loadVibe={() => Promise.reject(new Error('No vibe is opened here.'))}
      onOpenVibe={() => {}}
      onSaveVibe={async () => {}}
      onShowComments={() => {}}
    />,
  );
}

describe('Discover Vibes modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the newest public vibes on opening, with their details', async () => {
    const { calls } = serve(() => [
      createVibe({ name: 'Rainy Window Mornings', save_count: 1234 }),
      createVibe({ name: 'Night Drive' }),
    ]);
    renderDiscover();
    expect(screen.getByRole('heading', { name: 'Discover Vibes' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search public vibes' });
    expect(search.getAttribute('placeholder')).toBe(MESSAGES.searchVibesPlaceholder);
    await advance(10);
    expect(publicCalls(calls)).toEqual(['/api/vibes/public?page=1']);
    const list = screen.getByRole('list', { name: 'Public vibes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Rainy Window Mornings' })).toBeTruthy();
    expect(within(first).getByText('by kai_moreno')).toBeTruthy();
    expect(within(first).getByText('2 songs')).toBeTruthy();
    expect(within(first).getByText('rain on the window')).toBeTruthy();
    // Seen short (spec 9), read out exact, as on the vibe card.
    const saves = within(first).getByRole('img', { name: 'Saved 1,234 times' });
    expect(saves.textContent).toBe('1.2K');
    expect(screen.getByRole('status').textContent).toBe('2 vibes');
  });

  it('searches 500 ms after the last keystroke, not at 499', async () => {
    const { calls } = serve((search) => (search ? [createVibe({ name: `About ${search}` })] : []));
    renderDiscover();
    await advance(10);
    const search = screen.getByRole('searchbox', { name: 'Search public vibes' });
    fireEvent.change(search, { target: { value: 'ra' } });
    await advance(300);
    fireEvent.change(search, { target: { value: ' rain ' } });
    await advance(PUBLIC_VIBE_SEARCH_DEBOUNCE_MS - 1);
    expect(publicCalls(calls)).toEqual(['/api/vibes/public?page=1']);
    await advance(1);
    expect(publicCalls(calls)).toEqual([
      '/api/vibes/public?page=1',
      '/api/vibes/public?search=rain&page=1',
    ]);
    await advance(10);
    expect(screen.getByRole('heading', { name: 'About rain' })).toBeTruthy();
  });

  it('says "No public vibes found" when nothing matches', async () => {
    serve(() => []);
    renderDiscover();
    await advance(10);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.noPublicVibes);
    expect(screen.queryByRole('list', { name: 'Public vibes' })).toBeNull();
  });

  it('shows "Failed to fetch public vibes" inside the dialog, and tries again on request', async () => {
    let fail = true;
    serve(() => (fail ? 'fail' : [createVibe({ name: 'Back Again' })]));
    renderDiscover();
    // One retry for a 5xx (the app's query defaults), then the error.
    await advance(5000);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.failedToFetchPublicVibes);
    expect(alert.closest('dialog')).not.toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await advance(10);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Back Again' })).toBeTruthy();
  });

  it('offers Load more while pages come back full', async () => {
    const { calls } = serve((_, page) =>
      Array.from({ length: page === 1 ? PUBLIC_VIBES_PAGE_SIZE : 3 }, () => createVibe()),
    );
    renderDiscover();
    await advance(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await advance(10);
    expect(publicCalls(calls)).toEqual(['/api/vibes/public?page=1', '/api/vibes/public?page=2']);
    const list = screen.getByRole('list', { name: 'Public vibes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PUBLIC_VIBES_PAGE_SIZE + 3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('renders HTML in names, prompts and usernames as text', async () => {
    const html = '<img src=x onerror=alert(1)>';
    serve(() => [
      createVibe({ name: html, prompt: `<b>${html}</b>`, moodtape_username: '<script>x</script>' }),
    ]);
    renderDiscover();
    await advance(10);
    expect(screen.getByRole('heading', { name: html })).toBeTruthy();
    expect(screen.getByText(`<b>${html}</b>`)).toBeTruthy();
    expect(screen.getByText('by <script>x</script>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('dialog script')).toBeNull();
  });
});
