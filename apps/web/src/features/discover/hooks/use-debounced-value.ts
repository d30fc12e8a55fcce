// Spec 5 / 9: the public-vibe search waits 500 ms after the last keystroke, so typing a
// word costs one request rather than one per letter.
import { useEffect, useState } from 'react';

export const PUBLIC_VIBE_SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
