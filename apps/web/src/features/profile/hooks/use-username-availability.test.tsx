import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { USERNAME_CHECK_DEBOUNCE_MS, useUsernameAvailability } from './use-username-availability';

describe('username availability (spec 4 Username modal, spec 5 debounce)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const taken = new Set(['kai_moreno']);
  const server = () =>
    fakeServer({
      'GET /api/users/check-username': ({ url }) => {
        const name = url.searchParams.get('username') ?? '';
        if (name === 'boom')
          return { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };
        return { body: { available: !taken.has(name.toLowerCase()) } };
      },
    });

  async function settle(ms = USERNAME_CHECK_DEBOUNCE_MS) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('is "none" for the current name and for an empty field', () => {
    server();
    const { result, rerender } = renderHook(
      ({ value }) => useUsernameAvailability(value, 'Ava_Rivers'),
      {
        initialProps: { value: 'Ava_Rivers' },
      },
    );
    expect(result.current).toEqual({ status: 'none' });
    rerender({ value: '  ' });
    expect(result.current).toEqual({ status: 'none' });
  });

  it('checks once, 500 ms after the last keystroke', async () => {
    const { calls } = server();
    const { result, rerender } = renderHook(
      ({ value }) => useUsernameAvailability(value, 'Ava_Rivers'),
      {
        initialProps: { value: 'nig' },
      },
    );
    for (const value of ['nigh', 'night', 'night_', 'night_owl']) {
      await settle(USERNAME_CHECK_DEBOUNCE_MS - 100);
      rerender({ value });
    }
    expect(calls).toHaveLength(0);
    expect(result.current).toEqual({ status: 'checking' });
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/users/check-username?username=night_owl']);
    expect(result.current).toEqual({ status: 'available', username: 'night_owl' });
  });

  it('reports taken, error, and rule violations without asking the server', async () => {
    const { calls } = server();
    const { result, rerender } = renderHook(
      ({ value }) => useUsernameAvailability(value, 'Ava_Rivers'),
      {
        initialProps: { value: 'KAI_MORENO' },
      },
    );
    await settle();
    expect(result.current).toEqual({ status: 'taken' });
    rerender({ value: 'boom' });
    await settle();
    expect(result.current).toEqual({ status: 'error' });
    rerender({ value: 'no spaces allowed' });
    await settle();
    expect(result.current.status).toBe('invalid');
    expect(calls).toHaveLength(2);
  });
});
