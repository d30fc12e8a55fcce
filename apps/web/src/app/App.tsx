// The one screen (spec 2): a visitor's page, or a listener's once the session says who is
// there. A visitor's page is in the first load; a listener's comes as a chunk of its own.
import { Suspense, lazy, useEffect } from 'react';
import { loginErrorMessage } from '../shared/auth/login-errors';
import { useSession } from '../shared/auth/session';
import { useMessages } from '../shared/lib/messages';
import { GuestPage } from './guest-page';
import { BarPlaceholder, PageFrame } from './page-frame';

const MemberPage = lazy(() => import('./member-page'));

export function App() {
  const { user, loading } = useSession();
  useLoginErrorFromUrl();
  const waiting = <PageFrame bar={<BarPlaceholder />} />;
  if (loading) return waiting;
  if (!user) return <GuestPage />;
  return (
    <Suspense fallback={waiting}>
      <MemberPage user={user} />
    </Suspense>
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
