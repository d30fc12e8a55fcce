// The More options menu (spec 2) with the generator: Show/Hide Saved Vibes, and Save Vibe and
// Save to Spotify once a playlist exists, with the spec 5 and 8 messages.
import { MESSAGES, type Track } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesArea } from '../features/messages/components/messages-area';
import { AVA, fakeServer, sessionRoute } from '../test/fake-server';
import { renderWithProviders } from '../test/render';
import { makeVibe, summaryOf, testTrack as track } from '../test/vibes';
import { SavedVibes } from './member-page';
import { Generator } from './generator';
import { TopBar } from './top-bar';

function generation(tracks: Track[]) {
  return {
    events: [
      { type: 'name', name: 'Slow Sunday' },
      ...tracks.map((t, index) => ({ type: 'song', index, title: t.title, artist: t.artist })),
      ...tracks.map((t, index) => ({ type: 'track', index, track: t })),
      { type: 'done', content: '{}', tracks },
    ],
  };
}

function renderPage(onToggle = () => {}, shown = false) {
  renderWithProviders(
    <>
      <TopBar savedVibesShown={shown} onToggleSavedVibes={onToggle} />
      {shown && <SavedVibes />}
      <MessagesArea />
      <Generator user={AVA} />
    </>,
  );
}

async function generate() {
  fireEvent.change(await screen.findByLabelText('Describe your mood'), {
    target: { value: 'rainy sunday' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));
  await screen.findByRole('list', { name: 'Tracks' });
}

async function choose(item: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

const menuItems = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('More options menu', () => {
  it('toggles the saved vibes and offers the saves only once a playlist exists', async () => {
    fakeServer({
      ...sessionRoute,
      'POST /api/generate-playlist': () => generation([track('One')]),
    });
    const onToggle = vi.fn();
    renderPage(onToggle);
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    expect(menuItems()).toEqual(['Show Saved Vibes', 'Mute Theme', 'Change username']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Show Saved Vibes' }));
    expect(onToggle).toHaveBeenCalledOnce();

    await generate();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(menuItems()).toEqual([
      'Show Saved Vibes',
      'Save Vibe',
      'Save to Spotify',
      'Mute Theme',
      'Change username',
    ]);
  });

  it('says Hide Saved Vibes while they are shown', async () => {
    fakeServer({ ...sessionRoute, 'GET /api/vibes': () => ({ body: [] }) });
    renderPage(() => {}, true);
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    expect(screen.getByRole('menuitem', { name: 'Hide Saved Vibes' })).toBeTruthy();
  });

  it('saves the playlist on screen as a private vibe, which becomes the loaded one', async () => {
    const tracks = [track('One'), track('Gone', false)];
    const saved = makeVibe({ name: 'Slow Sunday', prompt: 'rainy sunday' });
    let list: unknown[] = [];
    const { calls } = fakeServer({
      ...sessionRoute,
      'GET /api/vibes': () => ({ body: list }),
      'POST /api/generate-playlist': () => generation(tracks),
      'POST /api/vibes': () => {
        list = [summaryOf(saved)];
        return { status: 201, body: saved };
      },
    });
    renderPage(() => {}, true);
    await screen.findByText('No saved vibes yet. Save a playlist with Save Vibe.');
    await generate();
    await choose('Save Vibe');

    expect(await screen.findByText(MESSAGES.vibeSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/vibes')?.body).toEqual({
      name: 'Slow Sunday',
      prompt: 'rainy sunday',
      image_url: null,
      playlist_data: { name: 'Slow Sunday', tracks },
      is_public: false,
      youtube_data: null,
      movies_data: [],
      tv_shows_data: [],
      activities_data: [],
      creators_data: [],
    });
    expect(await screen.findByRole('region', { name: 'Your saved vibe' })).toBeTruthy();
    // The carousel asks again and shows the new vibe as the loaded one.
    const item = await screen.findByRole('button', { name: /^Load vibe Slow Sunday, / });
    expect(item.getAttribute('aria-current')).toBe('true');
    // The prompt form keeps the person's words: saving is not loading.
    expect((screen.getByLabelText('Describe your mood') as HTMLTextAreaElement).value).toBe(
      'rainy sunday',
    );
  });

  it('says so when the vibe could not be saved', async () => {
    fakeServer({
      ...sessionRoute,
      'POST /api/generate-playlist': () => generation([track('One')]),
      'POST /api/vibes': () => ({
        status: 500,
        body: { error: { code: 'internal_error', message: 'Boom.' } },
      }),
    });
    renderPage();
    await generate();
    await choose('Save Vibe');
    expect(await screen.findByText(MESSAGES.failedToSaveVibe)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your saved vibe' })).toBeNull();
  });

  it('saves to Spotify the found tracks, in order and once each, and reports the count', async () => {
    const tracks = [track('One'), track('Gone', false), track('Two'), track('One')];
    const { calls } = fakeServer({
      ...sessionRoute,
      'POST /api/generate-playlist': () => generation(tracks),
      'POST /api/spotify/playlists': () => ({
        status: 201,
        body: { id: 'pl1', url: null, tracks_added: 7 },
      }),
    });
    renderPage();
    await generate();
    await choose('Save to Spotify');

    expect(await screen.findByText(MESSAGES.playlistSaved(7))).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/spotify/playlists')?.body).toEqual({
      name: 'Slow Sunday',
      prompt: 'rainy sunday',
      uris: ['spotify:track:One', 'spotify:track:Two'],
    });
  });

  it('says so when no track can go to Spotify, or Spotify refuses', async () => {
    let tracks = [track('Gone', false)];
    fakeServer({
      ...sessionRoute,
      'POST /api/generate-playlist': () => generation(tracks),
      'POST /api/spotify/playlists': () => ({
        status: 502,
        body: { error: { code: 'integration_error', message: 'Spotify is down.' } },
      }),
    });
    renderPage();
    await generate();
    await choose('Save to Spotify');
    expect(await screen.findByText(MESSAGES.noValidTrackUris)).toBeTruthy();

    tracks = [track('One')];
    await generate();
    await waitFor(() => expect(screen.getByText(MESSAGES.foundPlayableSongs(1))).toBeTruthy());
    await choose('Save to Spotify');
    expect(await screen.findByText(MESSAGES.failedToSavePlaylist)).toBeTruthy();
  });
});
