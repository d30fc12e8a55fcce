// The loaded vibe's card (spec 2 Vibe card, spec 4 Vibe, spec 8 messages) against a stand-in
// server: rename with Enter / Escape, public or private, delete with confirmation, saving
// someone else's vibe, and names shown as text.
import { MESSAGES } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, sessionRoute } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { makeVibe, renderLoadedCard } from '../../../test/vibes';
import { VibeCard } from './vibe-card';

const refused = { status: 500, body: { error: { code: 'internal_error', message: 'Boom.' } } };
const patches = <T extends { method: string }>(calls: T[]) =>
  calls.filter((c) => c.method === 'PATCH');

describe('vibe card: the person’s own vibe', () => {
  it('renames with Enter, sends the new name and returns focus to Rename', async () => {
    const vibe = makeVibe();
    const { calls } = fakeServer({
      ...sessionRoute,
      [`PATCH /api/vibes/${vibe.id}`]: ({ body }) => ({
        body: { name: (body as { name: string }).name, is_public: false },
      }),
    });
    renderLoadedCard(vibe);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename vibe' }));
    const input = screen.getByRole('textbox', { name: 'Vibe name' });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '  Late Night Drive ' } });
    fireEvent.submit(input);

    expect(screen.getByRole('heading', { name: 'Late Night Drive' })).toBeTruthy();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ name: 'Late Night Drive' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename vibe' }));
  });

  it('cancels a rename with Escape or Cancel without asking the server', async () => {
    const vibe = makeVibe();
    const { calls } = fakeServer({ ...sessionRoute });
    renderLoadedCard(vibe);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename vibe' }));
    fireEvent.change(screen.getByLabelText('Vibe name'), { target: { value: 'Other' } });
    fireEvent.keyDown(screen.getByLabelText('Vibe name'), { key: 'Escape' });
    expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename vibe' }));

    fireEvent.click(screen.getByRole('button', { name: 'Rename vibe' }));
    fireEvent.change(screen.getByLabelText('Vibe name'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Vibe name')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
  });

  it('puts the old name back and says so when the rename fails', async () => {
    const vibe = makeVibe();
    fakeServer({ ...sessionRoute, [`PATCH /api/vibes/${vibe.id}`]: () => refused });
    renderLoadedCard(vibe);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename vibe' }));
    fireEvent.change(screen.getByLabelText('Vibe name'), { target: { value: 'Doomed' } });
    fireEvent.submit(screen.getByLabelText('Vibe name'));
    expect(await screen.findByText(MESSAGES.failedToUpdateVibe)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
  });

  it('toggles public and private, and reverts when the server refuses', async () => {
    const vibe = makeVibe();
    let fail = false;
    const { calls } = fakeServer({
      ...sessionRoute,
      [`PATCH /api/vibes/${vibe.id}`]: ({ body }) =>
        fail ? refused : { body: { name: vibe.name, ...(body as object) } },
    });
    renderLoadedCard(vibe);
    const toggle = await screen.findByRole('switch', { name: 'Public' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(toggle).getByText('Private')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(within(toggle).getByText('Public')).toBeTruthy();
    expect(patches(calls)[0]?.body).toEqual({ is_public: true });

    fail = true;
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(toggle);
    expect(await screen.findByText(MESSAGES.failedToUpdateVibe)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('asks before deleting; Cancel keeps the vibe, Delete removes the card', async () => {
    const vibe = makeVibe();
    const { calls } = fakeServer({
      ...sessionRoute,
      [`DELETE /api/vibes/${vibe.id}`]: () => ({ status: 204 }),
    });
    renderLoadedCard(vibe);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete vibe' }));
    const confirm = screen.getByRole('group', { name: 'Delete Night Drive?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete vibe' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete vibe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.vibeDeleted)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Night Drive' })).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/vibes/${vibe.id}`,
    ]);
  });

  it('keeps the card and says so when deleting fails', async () => {
    const vibe = makeVibe();
    fakeServer({ ...sessionRoute, [`DELETE /api/vibes/${vibe.id}`]: () => refused });
    renderLoadedCard(vibe);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete vibe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.failedToDeleteVibe)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
  });

  it('shows the save count in short form with the exact count to read out', async () => {
    fakeServer({ ...sessionRoute });
    renderLoadedCard(makeVibe({ save_count: 1234 }));
    expect(await screen.findByRole('img', { name: 'Saved 1,234 times' })).toBeTruthy();
    expect(screen.getByText('1.2K saves')).toBeTruthy();
  });
});

describe('vibe card: someone else’s vibe', () => {
  const theirs = () =>
    makeVibe({ moodtape_username: 'kai_moreno', spotify_username: 'kai', is_public: true });

  it('shows who made it and saves a private copy relayed from it', async () => {
    const vibe = theirs();
    const copy = makeVibe({ name: vibe.name, relay_vibe_id: vibe.id });
    const { calls } = fakeServer({
      ...sessionRoute,
      'POST /api/vibes': () => ({ status: 201, body: copy }),
    });
    renderLoadedCard(vibe);
    expect(await screen.findByText('by kai_moreno')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename vibe' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save to my vibes' }));
    expect(await screen.findByText(MESSAGES.vibeSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/vibes')?.body).toMatchObject({
      name: 'Night Drive',
      prompt: vibe.prompt,
      playlist_data: vibe.playlist_data,
      is_public: false,
      youtube_data: null,
      relay_vibe_id: vibe.id,
    });
    // The copy is now the loaded vibe, and it is the person's own.
    expect(await screen.findByRole('button', { name: 'Rename vibe' })).toBeTruthy();
  });

  it('offers comments when they are wired', async () => {
    fakeServer({ ...sessionRoute });
    const onShowComments = vi.fn();
    renderWithProviders(
      <VibeCard
        vibe={theirs()}
        onShowComments={onShowComments}
        onSaveCopy={() => {}}
        saving={false}
        onChanged={() => {}}
        onDeleted={() => {}}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Comments on Night Drive' }));
    expect(onShowComments).toHaveBeenCalledOnce();
  });
});

describe('vibe card: text stays text', () => {
  it('renders a name full of markup literally', async () => {
    fakeServer({ ...sessionRoute });
    const name = '<img src=x onerror=alert(1)>';
    const { container } = renderLoadedCard(makeVibe({ name }));
    expect(await screen.findByRole('heading', { name })).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
