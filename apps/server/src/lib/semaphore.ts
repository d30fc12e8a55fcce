// Bounds how many tasks run at once; the rest wait in arrival order.
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next task, so `running` stays the same.
      if (next) next();
      else running--;
    }
  };
}
