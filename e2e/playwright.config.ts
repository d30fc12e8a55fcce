// Browser tests: the built product with its emulators, in Debian's Chromium (never a
// downloaded browser). `npm run test:e2e` builds first.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { demoServerEnv } from './server-env';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: `./.artifacts/results-${PORT}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: './.artifacts/report.json' }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    // Per port, so that two suites can run side by side on one machine.
    command: `rm -rf .artifacts/data-${PORT} && node ../apps/server/dist/main.js`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: demoServerEnv(PORT, `.artifacts/data-${PORT}`),
  },
});
