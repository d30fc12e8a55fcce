// Time for the player, injected so that tests can move it by hand (test/manual-clock.ts).
export type Clock = {
  now(): number;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
  setInterval(run: () => void, ms: number): number;
  clearInterval(id: number): void;
};

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (id) => window.clearInterval(id),
};
