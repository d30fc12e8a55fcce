// Test helpers for the vibes feature: a vibe factory, and a page that shows a loaded vibe's
// card with the messages area, as the generator does.
import type { Vibe } from '@moodtape/core';
import { useEffect } from 'react';
import { MessagesArea } from '../../messages/components/messages-area';
import { useSession } from '../../../shared/auth/session';
import { AVA } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { VibeCard } from '../components/vibe-card';
import { useLoadedVibe } from './loaded-vibe-context';

export { makeVibe, testTrack as track } from '../../../test/vibes';

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
