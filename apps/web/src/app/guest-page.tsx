// The page for a visitor who is not signed in (spec 2): what Moodtape does, the Login button,
// and Discover, which anyone can browse (spec 6). It is all the first load carries; the
// signed-in page is a chunk of its own (member-page.tsx).
import { Suspense, useState } from 'react';
import { LoginButton } from '../features/auth/components/login-button';
import type { CommentsTarget } from './community-dialogs';
import { DiscoverButton, communityDialogs } from './community-entry';
import { useOpenedOnce } from './lazy-part';
import { PageFrame } from './page-frame';
import { Welcome } from './welcome';
import styles from './top-bar.module.css';

export function GuestPage() {
  const [discoverOpen, setDiscoverOpen] = useState(false);
  const [comments, setComments] = useState<CommentsTarget>(null);
  const opened = useOpenedOnce(discoverOpen || comments !== null);
  const Dialogs = communityDialogs.Component;

  return (
    <PageFrame
      bar={
        <nav className={styles.bar} aria-label="Profile">
          <DiscoverButton onOpen={() => setDiscoverOpen(true)} />
          <LoginButton />
        </nav>
      }
      after={
        opened && (
          <Suspense fallback={null}>
            <Dialogs
              currentUserId={null}
              discoverOpen={discoverOpen}
              onCloseDiscover={() => setDiscoverOpen(false)}
              comments={comments}
              onShowComments={setComments}
            />
          </Suspense>
        )
      }
    >
      <Welcome user={null} />
    </PageFrame>
  );
}
