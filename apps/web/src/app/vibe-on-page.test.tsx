// The loaded vibe across a reload (spec 4 Vibe): the playlist comes back from the browser's
// storage with its vibe's id, and the vibe is asked for again. Also Save Vibe's spec 5 check,
// and saving a copy of a vibe that is not on the page.
import { MESSAGES, STORAGE_KEYS } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesArea } from '../features/messages/components/messages-area';
import { AVA, fakeServer, sessionRoute } from '../test/fake-server';
import { renderWithProviders } from '../test/render';
import { makeVibe, testTrack as track } from '../test/vibes';
import { Generator } from './generator';
import { useVibeOnPage } from './page';

function storePlaylist(vibeId: string) {
  window.localStorage.setItem(
    STORAGE_KEYS.currentPlaylist,
    JSON.stringify({
      userId: AVA.id,
      name: 'Night Drive',
      prompt: 'neon rain',
      imageUrl: null,
      tracks: [track('One'), track('Two')],
      vibeId,
    }),
  );
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currentPlaylist) ?? '{}');

function Actions({ copyOf }: { copyOf?: ReturnType<typeof makeVibe> }) {
  const { saveCurrent, saveCopy } = useVibeOnPage();
  return (
    <>
      <button type="button" onClick={() => void saveCurrent()}>
        Save current
      </button>
      {copyOf && (
        <button type="button" onClick={() => void saveCopy(copyOf)}>
          Save copy
        </button>
      )}
    </>
  );
}

describe('loaded vibe', () => {
  it('comes back after a reload, card, prompt and all', async () => {
    const vibe = makeVibe({ prompt: 'neon rain' });
    storePlaylist(vibe.id);
    fakeServer({ ...sessionRoute, [`GET /api/vibes/${vibe.id}`]: () => ({ body: vibe }) });
    renderWithProviders(<Generator user={AVA} />);
    const card = await screen.findByRole('region', { name: 'Your saved vibe' });
    expect(within(card).getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect((screen.getByLabelText('Describe your mood') as HTMLTextAreaElement).value).toBe(
      'neon rain',
    );
  });

  it('deleted, leaves its playlist on the page with the keyboard on its title', async () => {
    const vibe = makeVibe({ prompt: 'neon rain' });
    storePlaylist(vibe.id);
    fakeServer({
      ...sessionRoute,
      [`GET /api/vibes/${vibe.id}`]: () => ({ body: vibe }),
      [`DELETE /api/vibes/${vibe.id}`]: () => ({ status: 204 }),
    });
    renderWithProviders(<Generator user={AVA} />);
    const card = await screen.findByRole('region', { name: 'Your saved vibe' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete vibe' }));
    fireEvent.click(
      within(within(card).getByRole('group', { name: /^Delete / })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your saved vibe' })).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Night Drive' }));
  });

  it('keeps the playlist and says why when the vibe cannot be found again', async () => {
    const vibe = makeVibe();
    storePlaylist(vibe.id);
    fakeServer({
      ...sessionRoute,
      [`GET /api/vibes/${vibe.id}`]: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'That vibe does not exist.' } },
      }),
    });
    renderWithProviders(
      <>
        <MessagesArea />
        <Generator user={AVA} />
      </>,
    );
    expect(
      await screen.findByText(MESSAGES.failedToLoadVibe('That vibe does not exist.')),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await waitFor(() => expect(stored().vibeId).toBeNull());
  });

  it('needs a signed-in person to save', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/session': () => ({ body: { user: null } }) });
    renderWithProviders(
      <>
        <MessagesArea />
        <Actions />
      </>,
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/session')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save current' }));
    expect(await screen.findByText(MESSAGES.userNotLoggedIn)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves a copy of a vibe that is not on the page without changing the page', async () => {
    const theirs = makeVibe({ spotify_username: 'kai', moodtape_username: 'kai', is_public: true });
    const { calls } = fakeServer({
      ...sessionRoute,
      'POST /api/vibes': () => ({ status: 201, body: makeVibe({ relay_vibe_id: theirs.id }) }),
    });
    renderWithProviders(
      <>
        <MessagesArea />
        <Actions copyOf={theirs} />
        <Generator user={AVA} />
      </>,
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/token')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save copy' }));
    expect(await screen.findByText(MESSAGES.vibeSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      relay_vibe_id: theirs.id,
      is_public: false,
    });
    expect(screen.queryByRole('region', { name: 'Your saved vibe' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Tracks' })).toBeNull();
  });
});
