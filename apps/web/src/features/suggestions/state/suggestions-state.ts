// The suggestion sections' data (spec 4 Generation: they load after the video queries). The
// plain suggestions show first; the pictures replace them when they come, and if that fails
// the plain ones stay (spec 8). Whoever loads them drops answers a newer load superseded.
import type { Suggestions } from '@moodtape/core';

export type SuggestionsState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: Suggestions | null;
  // The pictures are still being looked up.
  enriching: boolean;
};

export type SuggestionsAction =
  | { type: 'reset' }
  | { type: 'loading' }
  | { type: 'failed' }
  // `enriching`: these are the plain suggestions, and their pictures are on the way.
  | { type: 'ready'; data: Suggestions; enriching: boolean };

export const initialSuggestionsState: SuggestionsState = {
  status: 'idle',
  data: null,
  enriching: false,
};

export function suggestionsReducer(
  _state: SuggestionsState,
  action: SuggestionsAction,
): SuggestionsState {
  switch (action.type) {
    case 'reset':
      return initialSuggestionsState;
    case 'loading':
      return { status: 'loading', data: null, enriching: false };
    case 'failed':
      return { status: 'failed', data: null, enriching: false };
    case 'ready':
      return { status: 'ready', data: action.data, enriching: action.enriching };
  }
}
