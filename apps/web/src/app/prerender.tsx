// Renders the page's first paint to HTML at build time (apps/web/scripts/prerender.mjs): for a
// visitor, the whole signed-out page; for a listener, the frame while the session is asked for.
// main.tsx hydrates it with the same providers and seed, so the two render the same markup.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { RootProviders, createQueryClient } from './root-providers';
import { type Visitor, seedSession } from './visitor';

export function render(visitor: Visitor): string {
  const client = createQueryClient();
  seedSession(client, visitor);
  return renderToString(
    <RootProviders client={client}>
      <App />
    </RootProviders>,
  );
}
