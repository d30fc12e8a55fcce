// The page for a signed-in listener (spec 2): the full profile bar, the generator with the
// playlist and what surrounds it, the playback bar and the community dialogs. A chunk of its
// own, fetched once the session says someone is signed in.
import { useState } from 'react';
import type { UserProfile } from '@moodtape/core';
import { TokenAlertBanner } from '../features/auth/components/token-alert-banner';
import { PlaybackBar } from '../features/player/components/playback-bar';
import { ThemeBackdrop } from '../features/theme/components/theme-backdrop';
import { SavedVibesCarousel } from '../features/vibes/components/saved-vibes-carousel';
import { CommunityDialogs, VibeChatButton } from './community';
import { Generator } from './generator';
import { useFlow, usePage } from './page';
import { PageFrame } from './page-frame';
import { MemberProviders } from './providers';
import { TopBar } from './top-bar';

export default function MemberPage({ user }: { user: UserProfile }) {
  return (
    <MemberProviders>
      <MemberFrame user={user} />
    </MemberProviders>
  );
}

function MemberFrame({ user }: { user: UserProfile }) {
  // spec 2: the header's carousel of saved vibes is optional, shown from the menu.
  const [savedVibesShown, setSavedVibesShown] = useState(false);
  return (
    <>
      <PageTheme />
      <PageFrame
        bar={
          <TopBar
            savedVibesShown={savedVibesShown}
            onToggleSavedVibes={() => setSavedVibesShown((shown) => !shown)}
          />
        }
        headerExtra={savedVibesShown && <SavedVibes />}
        banner={<TokenAlertBanner />}
        after={
          <>
            <PlaybackBar trailing={<VibeChatButton />} />
            <CommunityDialogs />
          </>
        }
      >
        <Generator user={user} />
      </PageFrame>
    </>
  );
}

// The vibe's gradient behind the whole page, at the person's intensity (spec 2 menu).
export function PageTheme() {
  const theme = usePage((state) => state.theme);
  return <ThemeBackdrop {...theme} />;
}

// spec 2: the header's carousel of saved vibes; choosing one puts it on the page.
export function SavedVibes() {
  const loadedId = usePage((state) => state.vibe?.id ?? null);
  const flow = useFlow();
  return <SavedVibesCarousel loadedId={loadedId} onLoad={flow.showVibe} />;
}
