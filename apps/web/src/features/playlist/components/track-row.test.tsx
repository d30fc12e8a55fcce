// A track row as a person meets it: its number, what it says while Spotify is searched, the
// player's button and progress when the track can be played, and remove's confirmation.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTrack } from '../../../test/vibes';
import type { PlaylistRow } from '../state/playlist-reducer';
import { TrackRow } from './track-row';

const found: PlaylistRow = { key: 'a', title: 'One', artist: 'Artist', track: testTrack('One') };
const pending: PlaylistRow = { key: 'b', title: 'Two', artist: 'Artist', track: null };
const missing: PlaylistRow = {
  key: 'c',
  title: 'Three',
  artist: 'Artist',
  track: testTrack('Three', false),
};

function renderRow(row: PlaylistRow, number = 3) {
  render(
    <ol aria-label="Tracks">
      <TrackRow
        row={row}
        number={number}
        play={<button type="button">Play {row.title}</button>}
        progress={<span>03:12</span>}
        onRemove={() => undefined}
      />
    </ol>,
  );
  return screen.getByRole('listitem');
}

describe('track row', () => {
  it('shows its number for the eye; screen readers hear the place from the list', () => {
    const row = renderRow(found, 7);
    const number = within(row).getByText('7');
    expect(number.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a playable track has the play button, its progress and remove', () => {
    const row = renderRow(found);
    expect(within(row).getByRole('button', { name: 'Play One' })).toBeTruthy();
    expect(within(row).getByText('03:12')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove One' })).toBeTruthy();
  });

  it('a track still being looked up says so, and can already be removed but not played', () => {
    const row = renderRow(pending);
    expect(within(row).getByText('· Finding on Spotify…', { exact: false })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Play Two' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Remove Two' })).toBeTruthy();
  });

  it('a track Spotify does not have cannot be played, and keeps its number', () => {
    const row = renderRow(missing, 4);
    expect(within(row).getByText('· Not on Spotify', { exact: false })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Play Three' })).toBeNull();
    expect(within(row).getByText('4')).toBeTruthy();
  });

  it('asks before removing, with the title still shown and both answers in full', () => {
    const row = renderRow(found);
    fireEvent.click(within(row).getByRole('button', { name: 'Remove One' }));
    const confirm = within(row).getByRole('group', { name: 'Remove One?' });
    expect(within(confirm).getByRole('button', { name: 'Remove' }).textContent).toBe('Remove');
    expect(within(confirm).getByRole('button', { name: 'Cancel' }).textContent).toBe('Cancel');
    expect(within(row).getByText('One')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(row).getByRole('button', { name: 'Remove One' })).toBeTruthy();
  });
});
