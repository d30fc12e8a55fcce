import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mood-engine', environment: 'node', passWithNoTests: true },
});
