import { useEffect, useRef, useState } from 'react';

// Follows `value` at most once per `intervalMs`, always ending on the newest value. Live
// regions use it so a screen reader hears progress now and then, not on every event.
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const lastShownAt = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, lastShownAt.current + intervalMs - Date.now());
    const timer = setTimeout(() => {
      lastShownAt.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return shown;
}
