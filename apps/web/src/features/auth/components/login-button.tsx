// Spec 2: before login a Login button opens the terms; once agreed it becomes
// "Login with Spotify", which starts the server's sign-in (AMENDMENTS A1).
import { useEffect, useRef, useState } from 'react';
import { LogIn } from 'lucide-react';
import { focusAfterLoad, useFocusAfterLoad } from '../../../shared/lib/focus-after-load';
import { Button } from '../../../shared/ui/button';
import { TermsModal } from './terms-modal';

export function LoginButton() {
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The terms dialog hands focus back to the Login button, which agreeing has just replaced.
  const loginWithSpotify = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (agreed) loginWithSpotify.current?.focus();
  }, [agreed]);
  // Just signed out, the page starts again here.
  const login = useRef<HTMLButtonElement>(null);
  useFocusAfterLoad('login', login);

  if (agreed) {
    return (
      <Button
        ref={loginWithSpotify}
        variant="primary"
        icon={<SpotifyMark />}
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          focusAfterLoad('prompt');
          window.location.assign('/api/auth/login');
        }}
      >
        Login with Spotify
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={login}
        variant="primary"
        icon={<LogIn size={16} aria-hidden />}
        onClick={() => setTermsOpen(true)}
      >
        Login
      </Button>
      <TermsModal
        open={termsOpen}
        onAgree={() => {
          setAgreed(true);
          setTermsOpen(false);
        }}
        onDisagree={() => setTermsOpen(false)}
      />
    </>
  );
}

function SpotifyMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21Zm4.82 15.15a.66.66 0 0 1-.9.22c-2.47-1.51-5.58-1.85-9.24-1.01a.66.66 0 1 1-.29-1.28c4.01-.92 7.44-.53 10.21 1.17.31.19.41.59.22.9Zm1.29-2.86a.82.82 0 0 1-1.13.27c-2.83-1.74-7.14-2.24-10.48-1.23a.82.82 0 1 1-.48-1.57c3.82-1.16 8.57-.6 11.82 1.4.39.24.51.74.27 1.13Zm.11-2.98C14.83 8.8 9.2 8.6 5.96 9.59a.98.98 0 1 1-.57-1.88c3.72-1.13 9.93-.91 13.84 1.41a.98.98 0 0 1-1 1.69Z" />
    </svg>
  );
}
