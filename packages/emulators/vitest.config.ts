import { defineProject } from 'vitest/config';

export default defineProject({
  // A few tests walk the whole song catalog (nearly 3,000 songs) through the search route,
  // which takes over 20 s on a slow machine running other test files beside them.
  test: { name: 'emulators', environment: 'node', testTimeout: 60_000 },
});
