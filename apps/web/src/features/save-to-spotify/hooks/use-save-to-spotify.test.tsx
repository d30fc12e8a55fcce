// Save to Spotify's checks in the spec 5 order, its messages (spec 8), and one save at a time.
import { MESSAGES, type Track } from '@moodtape/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVA, fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { useSession } from '../../../shared/auth/session';
import { useSaveToSpotify } from './use-save-to-spotify';

const sessionRoute = {
  'GET /api/auth/session': () => ({ body: { user: AVA } }),
  'GET /api/auth/token': () => ({
    body: { access_token: 't', expires_at: Date.now() + 3_600_000, expires_in: 3600 },
  }),
};

const track = (title: string, found = true): Track => ({
  title,
  artist: 'Artist',
  spotifyUri: found ? `spotify:track:${title}` : null,
  previewUrl: null,
  albumArt: null,
  found,
});

function Harness({ tracks, name = 'Rainy' }: { tracks: (Track | null)[]; name?: string | null }) {
  const { save } = useSaveToSpotify();
  const { loading } = useSession();
  if (loading) return null;
  return (
    <button type="button" onClick={() => void save({ name, prompt: 'rain', tracks })}>
      Save
    </button>
  );
}

function renderHarness(tracks: (Track | null)[], name?: string | null) {
  renderWithProviders(<Harness tracks={tracks} name={name} />, { messages: true });
}

const posts = <T extends { method: string }>(calls: T[]) =>
  calls.filter((c) => c.method === 'POST');

describe('save to Spotify', () => {
  it('needs a loaded profile first', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/session': () => ({ body: { user: null } }) });
    renderHarness([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.userProfileNotLoaded)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('then tracks, then at least one track with a Spotify URI', async () => {
    fakeServer({ ...sessionRoute });
    renderHarness([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.noTracksToSave)).toBeTruthy();
  });

  it('refuses rows without a URI, including songs still being looked up', async () => {
    const { calls } = fakeServer({ ...sessionRoute });
    renderHarness([null, track('Gone', false)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.noValidTrackUris)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends one request however often it is pressed, and names an unnamed playlist', async () => {
    let answer: (value: unknown) => void = () => {};
    const { calls } = fakeServer({
      ...sessionRoute,
      'POST /api/spotify/playlists': () =>
        new Promise((resolve) => {
          answer = resolve;
        }).then(() => ({ status: 201, body: { id: 'p', url: null, tracks_added: 1 } })),
    });
    renderHarness([track('One')], null);
    const button = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    answer(null);
    expect(await screen.findByText(MESSAGES.playlistSaved(1))).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      name: 'Moodtape playlist',
      prompt: 'rain',
      uris: ['spotify:track:One'],
    });
  });
});
