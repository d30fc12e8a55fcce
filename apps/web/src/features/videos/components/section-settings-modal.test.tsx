// Section settings (spec 2 Modals): delete with confirm or cancel, new queries one per line
// de-duplicated (spec 5), Save Changes loads the section again, Cancel keeps it as it was.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aroundRoutes,
  generatePlaylist,
  inOrder,
  renderAroundPage,
  searchParams,
} from '../../../test/around';
import { fakeServer } from '../../../test/fake-server';

const TITLE = 'Section settings: Related Music Videos';

async function openSettings() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const server = fakeServer(aroundRoutes());
  renderAroundPage({ random: inOrder });
  await generatePlaylist();
  const music = await screen.findByRole('region', { name: 'Related Music Videos' });
  const button = within(music).getByRole('button', { name: TITLE });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { ...server, music, button, dialog };
}

const queriesIn = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Current queries' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('section settings', () => {
  it('deletes a query only once confirmed, and Cancel keeps it', async () => {
    const { dialog } = await openSettings();
    expect(queriesIn(dialog)).toEqual(['m1', 'm2', 'm3']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete query: m1' }));
    const keep = within(dialog).getByRole('button', { name: 'Cancel deleting "m1"' });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Confirm deleting "m1"' }),
    );
    fireEvent.click(keep);
    expect(queriesIn(dialog)).toEqual(['m1', 'm2', 'm3']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Delete query: m1' }),
      ),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete query: m2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm deleting "m2"' }));
    expect(queriesIn(dialog)).toEqual(['m1', 'm3']);
    // The focus moves on to the next query rather than getting lost.
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Delete query: m3' }),
    );
  });

  it('adds new queries once each and loads the section again with them', async () => {
    const { dialog, calls, music, button } = await openSettings();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete query: m3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm deleting "m3"' }));
    fireEvent.change(within(dialog).getByLabelText('New queries (one per line)'), {
      target: { value: 'M1\n  a1 \n\na1\nA1' },
    });
    expect(within(dialog).getByText('1 new query will be added.')).toBeTruthy();
    const before = calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    const asked = searchParams(calls.slice(before));
    expect(asked.map((p) => [p.q, p.type, p.page, p.maxResults])).toEqual([
      [['m1', 'm2', 'a1'], 'music', '1', '3'],
    ]);
    // m1 and m2 share a video; a1 finds two more.
    fireEvent.click(await within(music).findByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(within(music).getAllByRole('listitem')).toHaveLength(5));
  });

  it('Cancel leaves the section and its queries as they were', async () => {
    const { dialog, calls, music, button } = await openSettings();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete query: m1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm deleting "m1"' }));
    const before = calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(calls.length).toBe(before);

    fireEvent.click(within(music).getByRole('button', { name: TITLE }));
    const again = await screen.findByRole('dialog', { name: TITLE });
    expect(queriesIn(again)).toEqual(['m1', 'm2', 'm3']);
  });
});
