import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { TokenClockProvider } from '../shared/auth/token-clock';
import { ApiError } from '../shared/lib/api-client';
import { MessagesProvider } from '../shared/lib/messages';
import { PageProvider } from './page';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network blips and 5xx get one more try.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

type Props = {
  children: ReactNode;
  // Shuffles the video results (spec 9); tests pass their own.
  random?: () => number;
};

export function Providers({ children, random = Math.random }: Props) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MessagesProvider>
        <TokenClockProvider>
          <PageProvider random={random}>{children}</PageProvider>
        </TokenClockProvider>
      </MessagesProvider>
    </QueryClientProvider>
  );
}
