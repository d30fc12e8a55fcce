// Signing in (through Spotify's consent page) and signing out end in a new page load, which
// starts with focus on <body>: a keyboard user would begin again from the top. The action
// leaves a note, for this tab only, of where focus belongs next; that element takes focus
// once it is on the new page.
import { type RefObject, useEffect } from 'react';
import { tabStorage } from './storage';

const KEY = 'moodtape:focus-after-load';

// After sign-in: the prompt, the next thing to do. After sign-out: the Login button.
export type FocusAfterLoad = 'prompt' | 'login';

export function focusAfterLoad(target: FocusAfterLoad): void {
  // Without storage the new page simply starts at the top.
  tabStorage.set(KEY, target);
}

// Takes focus on mount if the note names `target`, and tears the note up.
export function useFocusAfterLoad(target: FocusAfterLoad, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (tabStorage.get(KEY) !== target) return;
    tabStorage.remove(KEY);
    ref.current?.focus();
  }, [target, ref]);
}
