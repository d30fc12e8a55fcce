import { defineProject } from 'vitest/config';

export default defineProject({
  // Linting with import resolution and the cycle check parses real files: seconds, not ms.
  test: { name: 'lint', environment: 'node', testTimeout: 60_000 },
});
