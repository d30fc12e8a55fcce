import { describe, expect, it } from 'vitest';
import { createDueTimer } from './due-timer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('due timer', () => {
  it('fires once the clock reads the due time, and at once when it is past', async () => {
    const fired: string[] = [];
    const timer = createDueTimer(Date.now);
    timer.at(Date.now() + 30, () => fired.push('later'));
    createDueTimer(Date.now).at(Date.now() - 1, () => fired.push('past'));
    expect(fired).toEqual(['past']);
    await sleep(60);
    expect(fired).toEqual(['past', 'later']);
  });

  it('waits for a slow injected clock, and follows one that jumps', async () => {
    let now = 0;
    let fired = 0;
    const timer = createDueTimer(() => now, 10);
    timer.at(1000, () => (fired += 1));
    await sleep(40);
    expect(fired).toBe(0);
    now = 1000;
    await sleep(40);
    expect(fired).toBe(1);
  });

  it('forgets a cancelled or replaced schedule', async () => {
    const fired: string[] = [];
    const timer = createDueTimer(Date.now);
    timer.at(Date.now() + 20, () => fired.push('first'));
    timer.at(Date.now() + 30, () => fired.push('second'));
    const other = createDueTimer(Date.now);
    other.at(Date.now() + 20, () => fired.push('cancelled'));
    other.cancel();
    await sleep(60);
    expect(fired).toEqual(['second']);
  });
});
