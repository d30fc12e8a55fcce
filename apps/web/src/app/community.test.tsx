// Discover on the page: its list holds summaries, so opening a vibe or saving a copy first
// asks for the whole vibe, and what the page shows comes from that answer.
import { MESSAGES, type Vibe } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesArea } from '../features/messages/components/messages-area';
import { aroundRoutes, makeSuggestions } from '../test/around';
import { AVA, fakeServer } from '../test/fake-server';
import { renderWithProviders } from '../test/render';
import { makeVibe, summaryOf, testTrack as track } from '../test/vibes';
import { CommunityDialogs } from './community';
import { Generator } from './generator';
import { TopBar } from './top-bar';

// Kai's public vibe, kept with its suggestions and without videos.
const kaiVibe = (): Vibe => {
  const { movies, tvShows, activities, creators } = makeSuggestions();
  return makeVibe({
    name: 'Harbour Lights',
    prompt: 'fog over the harbour',
    is_public: true,
    playlist_data: { name: 'Harbour Lights', tracks: [track('Foghorn'), track('Pier')] },
    movies_data: movies,
    tv_shows_data: tvShows,
    activities_data: activities,
    creators_data: creators,
    save_count: 3,
    moodtape_username: 'kai_moreno',
    spotify_username: 'kai.moreno',
  });
};

function renderPage(routes: Record<string, unknown>) {
  const server = fakeServer(aroundRoutes(routes) as Parameters<typeof fakeServer>[0]);
  renderWithProviders(
    <>
      <TopBar savedVibesShown={false} onToggleSavedVibes={() => {}} />
      <MessagesArea />
      <Generator user={AVA} />
      <CommunityDialogs />
    </>,
  );
  return server;
}

async function discover() {
  fireEvent.click(await screen.findByRole('button', { name: 'Discover vibes' }));
  return screen.findByRole('dialog', { name: 'Discover Vibes' });
}

const wholeCalls = (calls: { method: string; path: string }[], vibe: Vibe) =>
  calls.filter((call) => call.method === 'GET' && call.path === `/api/vibes/${vibe.id}`);

describe('Discover on the page', () => {
  it('opens a vibe from its summary by asking for the whole of it', async () => {
    const vibe = kaiVibe();
    const { calls } = renderPage({
      'GET /api/vibes/public': () => ({ body: [summaryOf(vibe)] }),
      [`GET /api/vibes/${vibe.id}`]: () => ({ body: vibe }),
    });
    const dialog = await discover();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open Harbour Lights' }));

    const card = await screen.findByRole('region', { name: 'Shared vibe' });
    expect(within(card).getByRole('heading', { name: 'Harbour Lights' })).toBeTruthy();
    expect(wholeCalls(calls, vibe)).toHaveLength(1);
    const tracks = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(tracks.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Foghorn'),
      expect.stringContaining('Pier'),
    ]);
    // What the vibe kept around its music comes from the whole vibe, with no AI call.
    expect(await screen.findAllByText('Movie 1')).not.toHaveLength(0);
    expect(calls.some((call) => call.path === '/api/more-internet-suggestions')).toBe(false);
    expect((screen.getByLabelText('Describe your mood') as HTMLTextAreaElement).value).toBe(
      'fog over the harbour',
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discover Vibes' })).toBeNull(),
    );
  });

  it('says in the dialog why a vibe could not be opened, and keeps the dialog open', async () => {
    const vibe = kaiVibe();
    renderPage({
      'GET /api/vibes/public': () => ({ body: [summaryOf(vibe)] }),
      [`GET /api/vibes/${vibe.id}`]: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'That vibe does not exist or is private.' } },
      }),
    });
    const dialog = await discover();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open Harbour Lights' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      MESSAGES.failedToLoadVibe('That vibe does not exist or is private.'),
    );
    expect(screen.getByRole('dialog', { name: 'Discover Vibes' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shared vibe' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('saves a copy with the whole vibe’s content, relayed from it', async () => {
    const vibe = kaiVibe();
    const copy = { ...vibe, id: makeVibe().id, spotify_username: AVA.id, relay_vibe_id: vibe.id };
    const { calls } = renderPage({
      'GET /api/vibes/public': () => ({ body: [summaryOf(vibe)] }),
      [`GET /api/vibes/${vibe.id}`]: () => ({ body: vibe }),
      'POST /api/vibes': () => ({ status: 201, body: copy }),
      'GET /api/vibes': () => ({ body: [summaryOf(copy)] }),
    });
    const dialog = await discover();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save Harbour Lights' }));

    expect(
      await within(dialog).findByRole('button', { name: 'Saved Harbour Lights' }),
    ).toBeTruthy();
    expect(wholeCalls(calls, vibe)).toHaveLength(1);
    const posted = calls.find((call) => call.method === 'POST' && call.path === '/api/vibes');
    expect(posted?.body).toMatchObject({
      name: 'Harbour Lights',
      prompt: 'fog over the harbour',
      playlist_data: vibe.playlist_data,
      movies_data: vibe.movies_data,
      creators_data: vibe.creators_data,
      is_public: false,
      relay_vibe_id: vibe.id,
    });
  });
});
