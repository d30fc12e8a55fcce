// A queue that one side pushes into and the other reads with `for await`: lets several
// concurrent producers (the AI stream, the Spotify lookups) feed one ordered event stream.
export function createAsyncChannel<T>() {
  const buffer: T[] = [];
  let wake: (() => void) | null = null;
  let closed = false;

  function notify() {
    wake?.();
    wake = null;
  }

  return {
    push(value: T) {
      if (closed) return;
      buffer.push(value);
      notify();
    },
    close() {
      closed = true;
      notify();
    },
    async *[Symbol.asyncIterator](): AsyncGenerator<T> {
      for (;;) {
        const next = buffer.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (closed) return;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
