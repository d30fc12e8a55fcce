import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PlaylistProvider } from '../features/playlist/state/playlist-context';
import { TokenClockProvider } from '../shared/auth/token-clock';
import { ApiError } from '../shared/lib/api-client';
import { MessagesProvider } from '../shared/lib/messages';
import { PlaybackBridge } from './playback-bridge';
import { CommunityProvider } from './community';
import { VibesBridge } from './vibes-bridge';

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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MessagesProvider>
        <TokenClockProvider>
          <PlaylistProvider>
            <VibesBridge>
              <CommunityProvider>
                <PlaybackBridge>{children}</PlaybackBridge>
              </CommunityProvider>
            </VibesBridge>
          </PlaylistProvider>
        </TokenClockProvider>
      </MessagesProvider>
    </QueryClientProvider>
  );
}
