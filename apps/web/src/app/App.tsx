// The one screen (spec 2), top to bottom: header with the profile bar, alerts and messages,
// then the content for a signed-out visitor or a signed-in listener.
import { useEffect, useState } from 'react';
import { useSession } from '../shared/auth/session';
import { loginErrorMessage } from '../shared/auth/login-errors';
import { useMessages } from '../shared/lib/messages';
import { Logo } from '../shared/ui/logo';
import { TokenAlertBanner } from '../features/auth/components/token-alert-banner';
import { MessagesArea } from '../features/messages/components/messages-area';
import { PlaybackBar } from '../features/player/components/playback-bar';
import { ThemeBackdrop } from '../features/theme/components/theme-backdrop';
import { SavedVibesCarousel } from '../features/vibes/components/saved-vibes-carousel';
import { CommunityDialogs, VibeChatButton } from './community';
import { Generator } from './generator';
import { useFlow, usePage } from './page';
import { TopBar } from './top-bar';
import { Welcome } from './welcome';
import styles from './App.module.css';

export function App() {
  const { user, loading } = useSession();
  // spec 2: the header's carousel of saved vibes is optional, shown from the menu.
  const [savedVibesShown, setSavedVibesShown] = useState(false);
  useLoginErrorFromUrl();

  return (
    <>
      <PageTheme />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>
          <Logo size={40} />
          <h1 className={styles.title}>Moodtape</h1>
        </div>
        <TopBar
          savedVibesShown={savedVibesShown}
          onToggleSavedVibes={() => setSavedVibesShown((shown) => !shown)}
        />
        {user && savedVibesShown && (
          <div className={styles.carousel}>
            <SavedVibes />
          </div>
        )}
      </header>
      <TokenAlertBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        <MessagesArea />
        {!loading && (user ? <Generator user={user} /> : <Welcome user={null} />)}
      </main>
      <footer className={styles.footer}>
        <p>Music from Spotify. Moodtape is not affiliated with Spotify.</p>
      </footer>
      {user && <PlaybackBar trailing={<VibeChatButton />} />}
      <CommunityDialogs />
    </>
  );
}

// The server sends people back with ?login_error=... when sign-in did not finish.
function useLoginErrorFromUrl() {
  const { showMessage } = useMessages();
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get('login_error');
    if (!code) return;
    showMessage(loginErrorMessage(code));
    url.searchParams.delete('login_error');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, [showMessage]);
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
