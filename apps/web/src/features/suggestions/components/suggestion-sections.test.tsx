// The suggestion sections (spec 2, spec 4: after the video queries): collapsed counts and
// Show More (spec 9), empty sections render nothing, pictures replace the plain cards, and
// spec 8: a failed enrichment keeps the plain ones, a failed load says so.
import { MESSAGES } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aroundRoutes,
  generatePlaylist,
  makeSuggestions,
  renderAroundPage,
} from '../../../test/around';
import { fakeServer } from '../../../test/fake-server';

function renderWith(routes: Record<string, unknown>) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const server = fakeServer(aroundRoutes(routes));
  renderAroundPage();
  return server;
}

const items = (region: HTMLElement) => within(region).getAllByRole('listitem');
const region = (name: string) => screen.findByRole('region', { name });

describe('suggestion sections', () => {
  it('collapses movies and shows to 3, activities to 4, creators to 2, with Show More above', async () => {
    const { calls } = renderWith({});
    await generatePlaylist();
    const movies = await region('Movie Suggestions');
    expect(items(movies)).toHaveLength(3);
    fireEvent.click(within(movies).getByRole('button', { name: 'Show More' }));
    expect(items(movies)).toHaveLength(4);
    fireEvent.click(within(movies).getByRole('button', { name: 'Show Less' }));
    expect(items(movies)).toHaveLength(3);

    const shows = await region('TV Show Suggestions');
    expect(items(shows)).toHaveLength(3);
    expect(within(shows).queryByRole('button', { name: 'Show More' })).toBeNull();
    const activities = await region('Activity Suggestions');
    expect(items(activities)).toHaveLength(4);
    expect(within(activities).getByRole('button', { name: 'Show More' })).toBeTruthy();
    const creators = await region('Creator Suggestions');
    expect(items(creators)).toHaveLength(2);
    expect(within(creators).getByRole('button', { name: 'Show More' })).toBeTruthy();

    // spec 4: asked after the video queries, with the same playlist.
    const paths = calls.map((c) => c.path);
    expect(paths.indexOf('/api/more-internet-suggestions')).toBeGreaterThan(
      paths.indexOf('/api/generate-video-queries'),
    );
    const body = (path: string) => calls.find((c) => c.path === path)?.body;
    expect(body('/api/more-internet-suggestions')).toEqual(body('/api/generate-video-queries'));
  });

  it('renders nothing for an empty section', async () => {
    const empty = makeSuggestions({ movies: 0, tvShows: 2, activities: 0, creators: 0 });
    renderWith({ 'POST /api/more-internet-suggestions': () => ({ body: empty }) });
    await generatePlaylist();
    expect(await region('TV Show Suggestions')).toBeTruthy();
    for (const name of ['Movie Suggestions', 'Activity Suggestions', 'Creator Suggestions']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });

  it('shows the plain cards, then the pictures; links go to the movie database', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    renderWith({
      'POST /api/enrich-suggestions-with-images': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const plain = makeSuggestions();
    await generatePlaylist();
    const movies = await region('Movie Suggestions');
    expect(within(movies).queryByRole('img')).toBeNull();
    // Named by what it shows: the title, then the year.
    const link = within(movies).getByRole('link', { name: /^Movie 1( \d{4})?$/ });
    expect(link.getAttribute('href')).toBe('https://www.themoviedb.org/search?query=Movie%201');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    const enriched = { ...plain, movies: plain.movies.map((m) => ({ ...m, imageUrl: '/p.jpg' })) };
    answer({ body: enriched });
    // The poster is decoration beside the title it shows.
    await waitFor(() =>
      expect(within(link).getByRole('presentation').getAttribute('src')).toBe('/p.jpg'),
    );
  });

  it('keeps the plain suggestions when the pictures fail, and logs it', async () => {
    renderWith({
      'POST /api/enrich-suggestions-with-images': () => ({ status: 502, body: null }),
    });
    await generatePlaylist();
    const movies = await region('Movie Suggestions');
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(within(movies).getByRole('link', { name: /^Movie 1( \d{4})?$/ })).toBeTruthy();
    expect(screen.queryByText(/Failed to load suggestions/)).toBeNull();
  });

  it('says so when the suggestions cannot be loaded', async () => {
    renderWith({
      'POST /api/more-internet-suggestions': () => ({
        status: 503,
        body: { error: { code: 'ai_unavailable', message: 'The AI is resting.' } },
      }),
    });
    await generatePlaylist();
    expect(
      await screen.findByText(MESSAGES.failedToLoadSuggestions('The AI is resting.')),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Movie Suggestions' })).toBeNull();
  });
});
