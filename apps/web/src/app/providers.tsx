import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PlaylistProvider } from '../features/playlist/state/playlist-context';
import { SuggestionsProvider } from '../features/suggestions/state/suggestions-context';
import { ThemeProvider } from '../features/theme/state/theme-context';
import { VideosProvider } from '../features/videos/state/videos-context';
import { TokenClockProvider } from '../shared/auth/token-clock';
import { ApiError } from '../shared/lib/api-client';
import { MessagesProvider } from '../shared/lib/messages';
import { AroundTheMusicBridge } from './around-the-music';
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
          <PlaylistProvider>
            <ThemeProvider>
              <VideosProvider random={random}>
                <SuggestionsProvider>
                  <VibesBridge>
                    <AroundTheMusicBridge />
                    <CommunityProvider>
                      <PlaybackBridge>{children}</PlaybackBridge>
                    </CommunityProvider>
                  </VibesBridge>
                </SuggestionsProvider>
              </VideosProvider>
            </ThemeProvider>
          </PlaylistProvider>
        </TokenClockProvider>
      </MessagesProvider>
    </QueryClientProvider>
  );
}
