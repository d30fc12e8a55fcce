// CI must not pass on a suite that silently did not run: the PostgreSQL integration tests
// and the browser tests each have to report passing tests.
import { readFileSync } from 'node:fs';

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is missing: that suite did not run`);
  }
}

const vitest = read('apps/server/.vitest-report.json');
const postgresPassed = vitest.testResults
  .flatMap((file) => file.assertionResults)
  .filter((t) => t.status === 'passed' && t.fullName.includes("'postgres'")).length;
if (postgresPassed === 0) throw new Error('No PostgreSQL integration test passed');

const e2e = read('e2e/.artifacts/report.json');
const browserPassed = e2e.stats.expected;
if (!browserPassed || e2e.stats.unexpected > 0) throw new Error('Browser tests did not all pass');

console.info(
  `PostgreSQL integration tests passed: ${postgresPassed}; browser tests passed: ${browserPassed}`,
);
