// What start-up spends its time on, in the order it happens: logged once the server listens
// (`startup` in the "Moodtape is running" line) and read by bench/startup.bench.ts.
export type StartupPhases = {
  /** Ends the phase running now under `name`; the next one starts. */
  mark(name: string): void;
  /** Milliseconds per phase, plus `total` since the process started. */
  summary(): Record<string, number>;
};

// performance.now() counts from the process's start, so the first phase holds Node's own
// start and the loading of every module.
export function startupPhases(now: () => number = () => performance.now()): StartupPhases {
  const phases: Record<string, number> = {};
  let last = 0;
  return {
    mark(name) {
      const at = now();
      phases[name] = (phases[name] ?? 0) + at - last;
      last = at;
    },
    summary: () => ({
      ...Object.fromEntries(Object.entries(phases).map(([name, ms]) => [name, Math.round(ms)])),
      total: Math.round(last),
    }),
  };
}
