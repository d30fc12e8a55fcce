// Parts of the page nobody sees on first paint, each a chunk of its own, fetched when first
// shown. `preload` starts the download early (on hover or focus of what opens a part, or as
// soon as the page knows it will need it), so the part is usually there when it is shown.
import { type ComponentType, lazy, useEffect, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
type AnyComponent = ComponentType<any>;

export function lazyPart<T extends AnyComponent>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | null = null;
  let loaded: T | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  return { Component: lazy(preload), preload, loaded: () => loaded };
}

type Part<T> = { preload: () => Promise<{ default: T }>; loaded: () => T | null };

// The part once its code is here, and null until then: for a part that must replace what the
// page shows at once, without a Suspense fallback in between.
export function useLoadedPart<T extends AnyComponent>(part: Part<T>, wanted: boolean): T | null {
  const [component, setComponent] = useState<T | null>(part.loaded);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    void part.preload().then((module) => live && setComponent(() => module.default));
    return () => {
      live = false;
    };
  }, [part, wanted, component]);
  return component;
}

// Fetches a part once the page has painted and the browser has nothing better to do.
export function usePreloadWhenIdle(preload: () => unknown) {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void preload());
    return () => cancel(id);
  }, [preload]);
}

// True from the first time `open` is, for good: a lazily loaded dialog is mounted on its first
// opening and kept, so it can close as it opens and hand focus back.
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
