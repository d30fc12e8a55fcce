// A timer for a moment on the emulator's clock (a track's end, a token's expiry). It sleeps
// on a real setTimeout, then asks the clock again when it wakes: an injected clock may not
// have got there yet (it is then rescheduled), or may have jumped past it.
//
// An injected clock moves when a test moves it, which no setTimeout can foresee; with one,
// the timer never sleeps longer than `maxSleepMs`, so a jump takes effect soon after.

export type DueTimer = {
  /** Calls `onDue` once the clock reads `dueAt` or later; replaces any earlier schedule. */
  at(dueAt: number, onDue: () => void): void;
  cancel(): void;
};

// setTimeout fires at once for delays above 2^31 - 1 ms.
const LONGEST_TIMEOUT_MS = 2_147_483_647;

export function createDueTimer(now: () => number, maxSleepMs = LONGEST_TIMEOUT_MS): DueTimer {
  let handle: NodeJS.Timeout | undefined;

  const cancel = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  };

  const at = (dueAt: number, onDue: () => void) => {
    cancel();
    const wait = dueAt - now();
    if (wait <= 0) {
      onDue();
      return;
    }
    handle = setTimeout(() => at(dueAt, onDue), Math.min(wait, maxSleepMs, LONGEST_TIMEOUT_MS));
    // A pending track end or token expiry must never keep a process alive.
    handle.unref();
  };

  return { at, cancel };
}
