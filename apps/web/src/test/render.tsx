import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Providers } from '../app/providers';
import { MessagesArea } from '../features/messages/components/messages-area';

// The page's providers around `ui`, kept across `rerender`. `random` makes the shuffled video
// results (spec 9) come out in a known order; `messages` puts the messages area above, as on
// the page, for tests that read what it says.
export function renderWithProviders(
  ui: ReactElement,
  options: { random?: () => number; messages?: boolean } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers random={options.random}>
        {options.messages && <MessagesArea />}
        {children}
      </Providers>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
