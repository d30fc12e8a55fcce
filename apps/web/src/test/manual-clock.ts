// A clock for tests: time only moves when told to, and timers fire in order as it passes them.
import type { Clock } from '../features/player/lib/clock';

type Timer = { id: number; at: number; every: number | null; run: () => void };

export function createManualClock(start = 1_700_000_000_000): Clock & {
  advance(ms: number): void;
} {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (run: () => void, ms: number, every: number | null) => {
    const id = nextId++;
    timers.set(id, { id, at: now + Math.max(0, ms), every, run });
    return id;
  };
  return {
    now: () => now,
    setTimeout: (run, ms) => add(run, ms, null),
    setInterval: (run, ms) => add(run, ms, Math.max(1, ms)),
    clearTimeout: (id) => void timers.delete(id),
    clearInterval: (id) => void timers.delete(id),
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()]
          .filter((t) => t.at <= end)
          .sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every === null) timers.delete(due.id);
        else due.at += due.every;
        due.run();
      }
      now = end;
    },
  };
}
