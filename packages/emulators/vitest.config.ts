import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'emulators', environment: 'node' },
});
