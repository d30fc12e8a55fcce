// The messages area's one current message (spec 2): anything can report success or failure.
import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';

type Message = { id: number; text: string };
type MessagesApi = {
  message: Message | null;
  showMessage: (text: string) => void;
  clearMessage: () => void;
  // Clears the message only if it is still this text (e.g. one that a fix made stale).
  clearMessageIf: (text: string) => void;
};

const MessagesContext = createContext<MessagesApi | null>(null);

export function MessagesProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const showMessage = useCallback((text: string) => setMessage({ id: Date.now(), text }), []);
  const clearMessage = useCallback(() => setMessage(null), []);
  const clearMessageIf = useCallback(
    (text: string) => setMessage((current) => (current?.text === text ? null : current)),
    [],
  );
  const value = useMemo(
    () => ({ message, showMessage, clearMessage, clearMessageIf }),
    [message, showMessage, clearMessage, clearMessageIf],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export function useMessages(): MessagesApi {
  const api = useContext(MessagesContext);
  if (!api) throw new Error('useMessages needs a MessagesProvider');
  return api;
}
