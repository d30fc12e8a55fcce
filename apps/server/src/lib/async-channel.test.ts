import { describe, expect, it } from 'vitest';
import { createAsyncChannel } from './async-channel';

describe('async channel', () => {
  it('hands out values pushed before and while reading, then ends when closed', async () => {
    const channel = createAsyncChannel<number>();
    channel.push(1);
    setTimeout(() => {
      channel.push(2);
      channel.close();
      channel.push(3);
    }, 5);
    const seen: number[] = [];
    for await (const value of channel) seen.push(value);
    expect(seen).toEqual([1, 2]);
  });
});
