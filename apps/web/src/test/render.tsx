import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Providers } from '../app/providers';

// `random` makes the shuffled video results (spec 9) come out in a known order.
export function renderWithProviders(ui: ReactElement, options: { random?: () => number } = {}) {
  return render(<Providers random={options.random}>{ui}</Providers>);
}
