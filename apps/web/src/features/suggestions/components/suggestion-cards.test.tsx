// Suggestion cards as text and safe links (spec 3): an unknown iconHint shows the default
// star, creator links are http(s) only, a Spotify URI becomes an open.spotify.com link.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityCard } from './activity-card';
import { CreatorCard } from './creator-card';

describe('suggestion cards', () => {
  it('draws the activity’s icon, or the star for an unknown hint', () => {
    const { container } = render(
      <ul>
        <ActivityCard item={{ title: 'Walk', description: 'Out', iconHint: ' Hiking ' }} />
        <ActivityCard item={{ title: 'Nap', description: 'In', iconHint: 'napping' }} />
      </ul>,
    );
    const icons = [...container.querySelectorAll<SVGElement>('[data-icon]')].map(
      (i) => i.dataset.icon,
    );
    expect(icons).toEqual(['hiking', 'star']);
  });

  it('links a creator’s channel only over http(s), and to Spotify when known', () => {
    const creator = {
      name: 'Mira',
      platform: 'YouTube',
      description: '<b>loops</b>',
      imageUrl: 'javascript:alert(1)',
      channelUrl: 'javascript:alert(1)',
      spotifyUri: 'spotify:artist:abc123',
    };
    const { container } = render(
      <ul>
        <CreatorCard item={creator} />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).queryByRole('link', { name: /Visit channel/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Spotify: Mira' }).getAttribute('href')).toBe(
      'https://open.spotify.com/artist/abc123',
    );
    expect(within(card).getByText('<b>loops</b>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
