import { defineProject } from 'vitest/config';

export default defineProject({
  // A few tests walk the whole song catalog through the search route.
  test: { name: 'emulators', environment: 'node', testTimeout: 20_000 },
});
