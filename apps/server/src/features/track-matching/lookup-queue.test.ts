// The lookup queue's order and pause (decision 015), with searches that are plain promises.
import { describe, expect, it } from 'vitest';
import { createLookupQueue } from './lookup-queue';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('lookup queue', () => {
  it('runs earlier songs first, whoever asked first, and ties in arrival order', async () => {
    const queue = createLookupQueue({ concurrency: 1, clock: () => new Date(), sleep: realSleep });
    const order: string[] = [];
    const search = (name: string) => async () => {
      order.push(name);
      await realSleep(5);
    };
    await Promise.all([
      queue.run(0, search('ava 1')),
      queue.run(1, search('ava 2')),
      queue.run(2, search('ava 3')),
      queue.run(0, search('kai 1')),
      queue.run(1, search('kai 2')),
      queue.run(0, search('sam 1')),
    ]);
    expect(order).toEqual(['ava 1', 'kai 1', 'sam 1', 'ava 2', 'kai 2', 'ava 3']);
  });

  it('holds every search at its turn while paused, and lets them go after', async () => {
    const waits: number[] = [];
    let release = () => {};
    const sleep = (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const queue = createLookupQueue({ concurrency: 2, clock: () => new Date(), sleep });
    queue.pauseFor(2000);
    let sent = 0;
    const searches = [1, 2].map(() =>
      queue.run(0, async () => {
        await queue.resumed();
        sent++;
      }),
    );
    await realSleep(10);
    expect(sent).toBe(0);
    expect(queue.freeSlots()).toBe(0);
    release();
    await Promise.all(searches);
    expect(sent).toBe(2);
    expect(waits).toEqual([2000]);
  });
});
