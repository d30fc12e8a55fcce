import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

describe('semaphore', () => {
  it('never runs more tasks at once than its limit, and runs them all', async () => {
    const run = createSemaphore(2);
    let running = 0;
    let most = 0;
    const task = (value: number) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return value;
      });
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(task));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createSemaphore(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
