import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { completeRefreshPopup, isRefreshPopup } from '../shared/auth/popup-callback';
import { App, memberPage } from './App';

import { RootProviders, createQueryClient } from './root-providers';
import { seedSession, visitorOf } from './visitor';

if (isRefreshPopup()) {
  void completeRefreshPopup();
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const visitor = visitorOf(root);
  const client = createQueryClient();
  seedSession(client, visitor);
  if (visitor === 'member') {
    // A listener's page is fetched while their session is asked for, not after.
    void memberPage.preload();
    // Their page grows as the playlist and what surrounds it come back; a reload starts at the
    // top rather than at a place the page does not yet reach, so nothing jumps on the way.
    history.scrollRestoration = 'manual';
  }
  const page = (
    <StrictMode>
      <RootProviders client={client}>
        <App />
      </RootProviders>
    </StrictMode>
  );
  // The prerendered page is taken over where it stands, so its first paint is the final one.
  if (visitor && root.firstElementChild) hydrateRoot(root, page);
  else createRoot(root).render(page);
}
