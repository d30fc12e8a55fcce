import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { completeRefreshPopup, isRefreshPopup } from '../shared/auth/popup-callback';
import { App } from './App';
import { Providers } from './providers';

if (isRefreshPopup()) {
  void completeRefreshPopup();
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>,
  );
}
