import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Providers } from '../app/providers';
import { MessagesArea } from '../features/messages/components/messages-area';

// `random` makes the shuffled video results (spec 9) come out in a known order; `messages`
// puts the messages area above, as on the page, for tests that read what it says.
export function renderWithProviders(
  ui: ReactElement,
  options: { random?: () => number; messages?: boolean } = {},
) {
  return render(
    <Providers random={options.random}>
      {options.messages ? (
        <>
          <MessagesArea />
          {ui}
        </>
      ) : (
        ui
      )}
    </Providers>,
  );
}
