// The suggestion sections' data (spec 4 Generation: they load after the video queries).
// The plain suggestions show first; the pictures replace them when they come, and if that
// fails the plain ones stay (spec 8).
import { type AroundTheMusicRequest, MESSAGES, type Suggestions } from '@moodtape/core';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { errorReason } from '../../../shared/lib/error-reason';
import { useMessages } from '../../../shared/lib/messages';
import { enrichSuggestions } from '../api/enrich-suggestions';
import { fetchSuggestions } from '../api/get-suggestions';

export type SuggestionsState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: Suggestions | null;
  // The pictures are still being looked up.
  enriching: boolean;
};

export type SuggestionsApi = {
  state: SuggestionsState;
  load: (request: AroundTheMusicRequest) => Promise<void>;
  restore: (data: Suggestions) => void;
  reset: () => void;
};

const IDLE: SuggestionsState = { status: 'idle', data: null, enriching: false };
const SuggestionsContext = createContext<SuggestionsApi | null>(null);

export function SuggestionsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SuggestionsState>(IDLE);
  const { showMessage } = useMessages();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  // Whatever was loading is superseded; its answers are dropped.
  const begin = useCallback(() => {
    running.current?.abort();
    running.current = new AbortController();
    return running.current.signal;
  }, []);

  const load = useCallback(
    async (request: AroundTheMusicRequest) => {
      const signal = begin();
      setState({ status: 'loading', data: null, enriching: false });
      let plain: Suggestions;
      try {
        plain = await fetchSuggestions(request, signal);
      } catch (error) {
        if (signal.aborted) return;
        setState({ status: 'failed', data: null, enriching: false });
        showMessage(MESSAGES.failedToLoadSuggestions(errorReason(error)));
        return;
      }
      if (signal.aborted) return;
      setState({ status: 'ready', data: plain, enriching: true });
      try {
        const enriched = await enrichSuggestions(plain, signal);
        if (!signal.aborted) setState({ status: 'ready', data: enriched, enriching: false });
      } catch (error) {
        if (signal.aborted) return;
        console.warn('Suggestion pictures could not be added; showing them without:', error);
        setState({ status: 'ready', data: plain, enriching: false });
      }
    },
    [begin, showMessage],
  );

  const restore = useCallback(
    (data: Suggestions) => {
      begin();
      setState({ status: 'ready', data, enriching: false });
    },
    [begin],
  );

  const reset = useCallback(() => {
    begin();
    setState(IDLE);
  }, [begin]);

  const value = useMemo(() => ({ state, load, restore, reset }), [state, load, restore, reset]);
  return <SuggestionsContext.Provider value={value}>{children}</SuggestionsContext.Provider>;
}

export function useSuggestions(): SuggestionsApi {
  const value = useContext(SuggestionsContext);
  if (!value) throw new Error('useSuggestions needs a SuggestionsProvider');
  return value;
}
