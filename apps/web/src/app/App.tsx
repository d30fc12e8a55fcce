// The one screen (spec 2): a visitor's page, or a listener's once the session says who is
// there. A visitor's page is in the first load; a listener's comes as a chunk of its own.
import { createElement, startTransition, useEffect, useState } from 'react';
import { loginErrorMessage } from '../shared/auth/login-errors';
import { useSession } from '../shared/auth/session';
import { useMessages } from '../shared/lib/messages';
import { GuestPage } from './guest-page';
import { lazyPart, useLoadedPart } from './lazy-part';
import { BarPlaceholder, ContentPlaceholder, PageFrame } from './page-frame';

export const memberPage = lazyPart(() => import('./member-page'));

export function App() {
  const { user, loading } = useSession();
  useLoginErrorFromUrl();
  // The listener's page replaces the waiting frame only once its code is here: a Suspense
  // fallback in between would hide the frame and move everything on it.
  const memberPageCode = useLoadedPart(memberPage, user !== null);
  // Its first render is the page's largest piece of work: rendered as a transition, React
  // splits it into short tasks, so a tap on a phone is not kept waiting behind it.
  const memberShown = useSettledInTransition(user !== null && memberPageCode !== null);
  if (!loading && !user) return <GuestPage />;
  if (user && memberPageCode && memberShown) return createElement(memberPageCode, { user });
  return (
    <PageFrame bar={<BarPlaceholder />}>
      <ContentPlaceholder />
    </PageFrame>
  );
}

function useSettledInTransition(value: boolean): boolean {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value !== settled) startTransition(() => setSettled(value));
  }, [value, settled]);
  return settled;
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
