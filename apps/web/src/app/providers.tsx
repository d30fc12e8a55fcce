// The signed-in page's providers: the token clock (spec 4 Token session) and the page with its
// player. `Providers` puts them under the root ones, as the whole page has them once a person
// is signed in; components tests render inside it.
import type { ReactNode } from 'react';
import { TokenClockProvider } from '../shared/auth/token-clock';
import { PageProvider } from './page';
import { RootProviders } from './root-providers';

type Props = {
  children: ReactNode;
  // Shuffles the video results (spec 9); tests pass their own.
  random?: () => number;
};

export function MemberProviders({ children, random = Math.random }: Props) {
  return (
    <TokenClockProvider>
      <PageProvider random={random}>{children}</PageProvider>
    </TokenClockProvider>
  );
}

export function Providers({ children, random }: Props) {
  return (
    <RootProviders>
      <MemberProviders random={random}>{children}</MemberProviders>
    </RootProviders>
  );
}
