// The server knows from the request whether a session cookie came with it, and serves the page
// prerendered for a visitor or for a listener (apps/web/scripts/prerender.mjs); the root says
// which. A visitor without the cookie is certainly signed out, so their page needs no answer
// from the server before it works. A listener's session is still asked for: the cookie may be
// stale.
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../shared/auth/session';

export type Visitor = 'guest' | 'member';

export function visitorOf(root: HTMLElement): Visitor | null {
  const value = root.dataset.visitor;
  return value === 'guest' || value === 'member' ? value : null;
}

export function seedSession(client: QueryClient, visitor: Visitor | null) {
  if (visitor === 'guest') client.setQueryData(sessionQuery.queryKey, { user: null });
}
