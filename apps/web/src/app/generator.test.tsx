// The generator against a stand-in server: the prompt form's rules, tracks appearing from
// the event stream, the count line, remove with confirmation, and the spec 8 messages.
import { MESSAGES } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesArea } from '../features/messages/components/messages-area';
import { UNREACHABLE_REASON } from '../shared/lib/error-reason';
import { AVA, fakeServer, sessionRoute } from '../test/fake-server';
import { renderWithProviders } from '../test/render';
import { testTrack as track } from '../test/vibes';
import { Generator } from './generator';

function songEvents(titles: string[], options: { found?: boolean } = {}) {
  const tracks = titles.map((title) => track(title, options.found ?? true));
  return [
    ...titles.map((title, index) => ({ type: 'song', index, title, artist: 'Artist' })),
    ...tracks.map((t, index) => ({ type: 'track', index, track: t })),
    { type: 'done', content: '{}', tracks },
  ];
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const bodyOf = (calls: { path: string; body: unknown }[], path: string) =>
  calls.find((call) => call.path === path)?.body;

function renderGenerator() {
  renderWithProviders(
    <>
      <MessagesArea />
      <Generator user={AVA} />
    </>,
  );
}

describe('generator', () => {
  it('enables Generate Playlist only with words or a photo', () => {
    fakeServer({});
    renderGenerator();
    const generate = screen.getByRole('button', { name: 'Generate Playlist' });
    expect(isDisabled(generate)).toBe(true);
    fireEvent.change(screen.getByLabelText('Describe your mood'), { target: { value: '   ' } });
    expect(isDisabled(generate)).toBe(true);
    fireEvent.change(screen.getByLabelText('Describe your mood'), { target: { value: 'calm' } });
    expect(isDisabled(generate)).toBe(false);
  });

  it('shows the tracks of the stream, the count line, and asks before removing', async () => {
    const { calls } = fakeServer({
      'POST /api/generate-playlist': () => ({
        events: [{ type: 'name', name: 'Slow Sunday' }, ...songEvents(['One', 'Two', 'Three'])],
      }),
    });
    renderGenerator();
    fireEvent.change(screen.getByLabelText('Describe your mood'), {
      target: { value: 'rainy sunday' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));

    expect(await screen.findByText('Found 3 playable songs')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Slow Sunday' })).toBeTruthy();
    expect(bodyOf(calls, '/api/generate-playlist')).toEqual({
      prompt: 'rainy sunday',
      selectedImage: null,
    });
    const list = screen.getByRole('list', { name: 'Tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Open One on Spotify' }).getAttribute('href')).toBe(
      'https://open.spotify.com/track/One',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Two' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Remove Two?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Found 2 playable songs')).toBeTruthy();
  });

  it('says so when no song was found, and when an extension finds nothing new', async () => {
    fakeServer({
      'POST /api/generate-playlist': () => ({ events: songEvents(['Lost'], { found: false }) }),
    });
    renderGenerator();
    fireEvent.change(screen.getByLabelText('Describe your mood'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));
    expect(await screen.findByText(MESSAGES.noPlayableSongs)).toBeTruthy();
    expect(screen.getByText('Not on Spotify', { exact: false })).toBeTruthy();

    fakeServer({
      'POST /api/extend-playlist': () => ({ events: songEvents(['Also Lost'], { found: false }) }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add More Songs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Extend Playlist' }));
    expect(await screen.findByText(MESSAGES.noNewPlayableSongs)).toBeTruthy();
  });

  it('needs text to request a song, and drops a requested song Spotify does not have', async () => {
    fakeServer({
      'POST /api/generate-playlist': () => ({ events: songEvents(['One']) }),
    });
    renderGenerator();
    fireEvent.change(screen.getByLabelText('Describe your mood'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));
    await screen.findByText('Found 1 playable songs');

    const { calls } = fakeServer({
      'POST /api/add-specific-song': () => ({ events: songEvents(['Nope'], { found: false }) }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add More Songs' }));
    const addSong = screen.getByRole('button', { name: 'Add Song' });
    const input = screen.getByPlaceholderText(MESSAGES.songInputPlaceholder);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(isDisabled(addSong)).toBe(true);
    fireEvent.change(input, { target: { value: 'nope by nobody' } });
    fireEvent.click(addSong);
    // In the messages area (spec 8), and under the field that asked.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(MESSAGES.songNotFound),
    );
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const inline = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(inline?.textContent).toBe(MESSAGES.songNotFound);
    expect(bodyOf(calls, '/api/add-specific-song')).toEqual({
      currentSongs: 'One — Artist',
      specificSongInput: 'nope by nobody',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    // The words stay, to be corrected; a song Spotify has clears them.
    expect((input as HTMLInputElement).value).toBe('nope by nobody');
    fireEvent.change(input, { target: { value: 'nope by somebody' } });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
    fakeServer({
      'POST /api/add-specific-song': () => ({ events: songEvents(['Found It']) }),
    });
    fireEvent.change(input, { target: { value: 'found it by someone' } });
    fireEvent.click(addSong);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's message when generation is refused", async () => {
    fakeServer({
      'POST /api/generate-playlist': () => ({
        status: 429,
        body: {
          error: {
            code: 'rate_limited',
            message: 'You are generating very fast. Please wait 20 seconds and try again.',
          },
        },
      }),
    });
    renderGenerator();
    fireEvent.change(screen.getByLabelText('Describe your mood'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));
    expect(await screen.findByText(/You are generating very fast/)).toBeTruthy();
  });

  it('says why a generation failed under Generate Playlist too, in words, until the words change', async () => {
    fakeServer({
      ...sessionRoute,
      // A request that never got an answer: the browser's own words are not for people.
      'POST /api/generate-playlist': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderGenerator();
    const prompt = screen.getByLabelText('Describe your mood');
    fireEvent.change(prompt, { target: { value: 'rainy sunday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));

    const form = screen.getByRole('form', { name: 'Generate a playlist' });
    await waitFor(() => expect(within(form).getByText(UNREACHABLE_REASON)).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain(UNREACHABLE_REASON);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    fireEvent.change(prompt, { target: { value: 'rainy sunday, slow' } });
    expect(within(form).queryByText(UNREACHABLE_REASON)).toBeNull();
  });
});
