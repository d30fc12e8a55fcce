// The saved-vibes carousel (spec 2 header, spec 9 scroll step) with the generator below it:
// the list, its empty and loading states, the 220 px step, and loading a vibe onto the page.
import { MESSAGES } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, sessionRoute } from '../../../test/fake-server';
import {
  makeVibe,
  renderSavedVibesPage as renderPage,
  summaryOf,
  testTrack as track,
} from '../../../test/vibes';
import { CAROUSEL_SCROLL_STEP_PX } from './saved-vibes-carousel';

const listOf = () => screen.getByRole('list', { name: 'Saved vibes' });

describe('saved vibes carousel', () => {
  it('lists the vibes with cover, track count, visibility and saves', async () => {
    const vibes = [
      makeVibe({
        name: 'Night Drive',
        is_public: true,
        save_count: 1500,
        image_url: '/api/images/night',
      }),
      makeVibe({ name: 'Slow Sunday', playlist_data: { name: 'S', tracks: [track('A')] } }),
    ];
    fakeServer({ ...sessionRoute, 'GET /api/vibes': () => ({ body: vibes.map(summaryOf) }) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading saved vibes' })).toBeTruthy();
    const first = await screen.findByRole('button', { name: /^Load vibe Night Drive, / });
    expect(within(first).getByText('2 tracks')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/api/images/night');
    // Its name: what it does, then what it shows, and whether it is public.
    expect(
      screen.getByRole('button', { name: 'Load vibe Night Drive, 2 tracks, 1.5K saves, public' }),
    ).toBe(first);
    expect(within(first).getByRole('img', { name: 'Saved 1,500 times' })).toBeTruthy();
    const second = screen.getByRole('button', { name: /^Load vibe Slow Sunday, / });
    expect(within(second).getByText('1 track')).toBeTruthy();
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/covers/A.svg');
    expect(
      screen.getByRole('button', { name: /^Load vibe Slow Sunday, 1 track, .*, private$/ }),
    ).toBe(second);
  });

  it('says how to save one when there are none yet', async () => {
    fakeServer({ ...sessionRoute, 'GET /api/vibes': () => ({ body: [] }) });
    renderPage();
    expect(
      await screen.findByText('No saved vibes yet. Save a playlist with Save Vibe.'),
    ).toBeTruthy();
  });

  it('scrolls by exactly 220 px per press', async () => {
    fakeServer({
      ...sessionRoute,
      'GET /api/vibes': () => ({ body: [makeVibe(), makeVibe()].map(summaryOf) }),
    });
    renderPage();
    await screen.findAllByRole('button', { name: /^Load vibe/ });
    const scrollBy = vi.fn();
    listOf().scrollBy = scrollBy as typeof Element.prototype.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Next saved vibes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous saved vibes' }));
    expect(CAROUSEL_SCROLL_STEP_PX).toBe(220);
    expect(scrollBy.mock.calls).toEqual([[{ left: 220 }], [{ left: -220 }]]);
  });

  it('loads a vibe afresh: its card, its songs and its prompt; a new generation drops it', async () => {
    const listed = makeVibe({ name: 'Old Name' });
    const fresh = { ...listed, name: 'Night Drive', prompt: 'neon rain' };
    const { calls } = fakeServer({
      ...sessionRoute,
      'GET /api/vibes': () => ({ body: [summaryOf(listed)] }),
      [`GET /api/vibes/${listed.id}`]: () => ({ body: fresh }),
      'POST /api/generate-playlist': () => ({ events: [{ type: 'name', name: 'Loud' }] }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Load vibe Old Name, / }));

    const card = await screen.findByRole('region', { name: 'Your saved vibe' });
    expect(within(card).getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/vibes/${listed.id}`)).toBe(true);
    const tracks = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(tracks).toHaveLength(2);
    expect(screen.getByText(MESSAGES.foundPlayableSongs(2))).toBeTruthy();
    const prompt = screen.getByLabelText('Describe your mood') as HTMLTextAreaElement;
    expect(prompt.value).toBe('neon rain');

    fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your saved vibe' })).toBeNull(),
    );
    // The person's words stay in the form for the new generation.
    expect(prompt.value).toBe('neon rain');
  });

  it('says why a vibe could not be loaded', async () => {
    const vibe = makeVibe();
    fakeServer({
      ...sessionRoute,
      'GET /api/vibes': () => ({ body: [summaryOf(vibe)] }),
      [`GET /api/vibes/${vibe.id}`]: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'That vibe does not exist.' } },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Load vibe Night Drive, / }));
    expect(
      await screen.findByText(MESSAGES.failedToLoadVibe('That vibe does not exist.')),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your saved vibe' })).toBeNull();
  });
});
