// The page's state as a store outside React (zustand), so that the generation flow reads the
// state as it is now, after each of its steps, and each component re-renders only when the
// part of the state it reads changes (a streaming playlist does not redraw the suggestions).
import { createStore } from 'zustand/vanilla';
import { type PageAction, type PageState, initialPageState, pageReducer } from './page-state';

export type PageStore = {
  getState: () => PageState;
  dispatch: (action: PageAction) => void;
  subscribe: (listener: (state: PageState, previous: PageState) => void) => () => void;
};

export function createPageStore(): PageStore {
  const store = createStore<PageState>()(initialPageState);
  return {
    getState: store.getState,
    dispatch: (action) => store.setState((state) => pageReducer(state, action), true),
    subscribe: store.subscribe,
  };
}
