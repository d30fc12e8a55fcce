import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_VIBE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

describe('debounced value (spec 5, spec 9: 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles 500 ms after the last change, not before', () => {
    const { result, rerender } = renderHook(
      ({ value }) => useDebouncedValue(value, PUBLIC_VIBE_SEARCH_DEBOUNCE_MS),
      { initialProps: { value: '' } },
    );
    rerender({ value: 'ra' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'rain' });
    act(() => vi.advanceTimersByTime(PUBLIC_VIBE_SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('rain');
  });
});
