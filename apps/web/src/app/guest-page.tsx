// The page for a visitor who is not signed in (spec 2): what Moodtape does, the prompt form
// (spec 2 puts it in the header for everyone), the Login button, and Discover, which anyone can
// browse (spec 6). It is all the first load carries; the signed-in page is a chunk of its own
// (member-page.tsx).
import { Suspense, useState } from 'react';
import { LoginButton } from '../features/auth/components/login-button';
import { TermsModal } from '../features/auth/components/terms-modal';
import { PromptForm } from '../features/generate/components/prompt-form';
import { clearPendingPrompt, savePendingPrompt } from '../features/generate/lib/pending-prompt';
import type { CommentsTarget } from './community-dialogs';
import { DiscoverButton, communityDialogs } from './community-entry';
import { useOpenedOnce } from './lazy-part';
import { PageFrame } from './page-frame';
import { Welcome } from './welcome';
import styles from './top-bar.module.css';

export function GuestPage() {
  const [discoverOpen, setDiscoverOpen] = useState(false);
  const [comments, setComments] = useState<CommentsTarget>(null);
  const [termsOpen, setTermsOpen] = useState(false);
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
        <>
          {/* spec 6: to generate, a visitor accepts the terms and logs in; the request waits
              for them on the other side of sign-in, where generation starts by itself. */}
          <TermsModal
            open={termsOpen}
            onAgree={() => window.location.assign('/api/auth/login')}
            onDisagree={() => {
              clearPendingPrompt();
              setTermsOpen(false);
            }}
          />
          {opened && (
            <Suspense fallback={null}>
              <Dialogs
                currentUserId={null}
                discoverOpen={discoverOpen}
                onCloseDiscover={() => setDiscoverOpen(false)}
                comments={comments}
                onShowComments={setComments}
              />
            </Suspense>
          )}
        </>
      }
    >
      <Welcome>
        <PromptForm
          busy={false}
          onGenerate={(prompt, photo) => {
            savePendingPrompt({ prompt, photo });
            setTermsOpen(true);
            // Nothing failed: the request waits for sign-in.
            return Promise.resolve(null);
          }}
        />
      </Welcome>
    </PageFrame>
  );
}
