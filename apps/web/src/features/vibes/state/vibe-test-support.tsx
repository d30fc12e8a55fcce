// Test helpers for the vibes feature: a vibe factory, and a page that shows a loaded vibe's
// card with the messages area, as the generator does.
import type { Track, Vibe } from '@moodtape/core';
import { useEffect } from 'react';
import { MessagesArea } from '../../messages/components/messages-area';
import { useSession } from '../../../shared/auth/session';
import { AVA } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { VibeCard } from '../components/vibe-card';
import { useLoadedVibe } from './loaded-vibe-context';

export const track = (title: string, found = true): Track => ({
  title,
  artist: 'Artist',
  spotifyUri: found ? `spotify:track:${title.replace(/\W/g, '')}` : null,
  previewUrl: null,
  albumArt: found ? `/covers/${title}.svg` : null,
  found,
});

let made = 0;
export function makeVibe(overrides: Partial<Vibe> = {}): Vibe {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    name: 'Night Drive',
    prompt: 'neon rain on the windshield',
    image_url: null,
    playlist_data: { name: 'Night Drive', tracks: [track('One'), track('Two')] },
    is_public: false,
    youtube_data: null,
    movies_data: [],
    tv_shows_data: [],
    activities_data: [],
    creators_data: [],
    created_at: '2026-11-20T10:00:00.000Z',
    save_count: 0,
    original_vibe_id: null,
    relay_vibe_id: null,
    moodtape_username: AVA.moodtape_username,
    spotify_username: AVA.id,
    ...overrides,
  };
}

// Signed in as Ava, with a token for the player (else the token clock reports a failure).
export const sessionRoute = {
  'GET /api/auth/session': () => ({ body: { user: AVA } }),
  'GET /api/auth/token': () => ({
    body: { access_token: 't', expires_at: Date.now() + 3_600_000, expires_in: 3600 },
  }),
};

function LoadedCard({ vibe, onShowComments }: { vibe: Vibe; onShowComments?: () => void }) {
  const { vibe: loaded, load } = useLoadedVibe();
  const { user } = useSession();
  useEffect(() => load(vibe), [load, vibe]);
  // As on the page, where the card shows for a signed-in person only.
  return loaded && user ? <VibeCard vibe={loaded} onShowComments={onShowComments} /> : null;
}

export function renderLoadedCard(vibe: Vibe, onShowComments?: () => void) {
  return renderWithProviders(
    <>
      <MessagesArea />
      <LoadedCard vibe={vibe} onShowComments={onShowComments} />
    </>,
  );
}
