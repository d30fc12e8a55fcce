import { describe, expect, it } from 'vitest';
import { FaultSchema, createFaultRegistry } from './faults';

describe('fault registry', () => {
  it('keeps a fault without `times` until it is cleared', () => {
    const faults = createFaultRegistry(['a', 'b'] as const);
    faults.set('a', { status: 500 });
    expect(faults.take('a')).toEqual({ status: 500 });
    expect(faults.take('a')).toEqual({ status: 500 });
    expect(faults.take('b')).toBeUndefined();
    faults.set('a', null);
    expect(faults.take('a')).toBeUndefined();
  });

  it('counts down `times` and then forgets the fault', () => {
    const faults = createFaultRegistry(['a'] as const);
    faults.set('a', { status: 429, retryAfterSeconds: 2, times: 2 });
    expect(faults.snapshot()).toEqual({ a: { status: 429, retryAfterSeconds: 2, times: 2 } });
    expect(faults.take('a')?.status).toBe(429);
    expect(faults.snapshot()).toEqual({ a: { status: 429, retryAfterSeconds: 2, times: 1 } });
    expect(faults.take('a')?.status).toBe(429);
    expect(faults.take('a')).toBeUndefined();
    expect(faults.snapshot()).toEqual({ a: null });
  });

  it('lets `after` answers through first, then counts `times`', () => {
    const faults = createFaultRegistry(['a'] as const);
    faults.set('a', { status: 503, after: 2, times: 1 });
    expect(faults.take('a')).toBeUndefined();
    expect(faults.snapshot()).toEqual({ a: { status: 503, after: 1, times: 1 } });
    expect(faults.take('a')).toBeUndefined();
    expect(faults.take('a')?.status).toBe(503);
    expect(faults.take('a')).toBeUndefined();
    expect(faults.snapshot()).toEqual({ a: null });
  });

  it('clears every fault at once', () => {
    const faults = createFaultRegistry(['a', 'b'] as const);
    faults.set('a', { status: 500 });
    faults.set('b', { status: 503 });
    faults.clear();
    expect(faults.snapshot()).toEqual({ a: null, b: null });
  });

  it('accepts only error statuses and known fields', () => {
    expect(FaultSchema.safeParse({ status: 503, delayMs: 100, times: 1 }).success).toBe(true);
    expect(FaultSchema.safeParse({ status: 302 }).success).toBe(false);
    expect(FaultSchema.safeParse({ status: 500, times: 0 }).success).toBe(false);
    expect(FaultSchema.safeParse({ status: 500, after: 0 }).success).toBe(true);
    expect(FaultSchema.safeParse({ status: 500, after: -1 }).success).toBe(false);
    expect(FaultSchema.safeParse({ status: 500, retryAfter: 1 }).success).toBe(false);
  });
});
