// The parts of the page nobody sees on first paint, each a chunk of its own, fetched when first
// shown. `preload` starts the download early (on hover or focus of what opens them), so the
// part is usually there by the time the click lands.
import { type ComponentType, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | null = null;
  const preload = () => (loading ??= load());
  return { Component: lazy(preload), preload };
}

export const communityDialogs = lazyPart(() => import('./community-dialogs'));
