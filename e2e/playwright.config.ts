// Browser tests: the built product with its emulators, in Debian's Chromium (never a
// downloaded browser). `npm run test:e2e` builds first.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { EMULATOR_CONTROL_TOKEN } from './emulator-control';

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
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: `.artifacts/data-${PORT}`,
      LOG_LEVEL: 'warn',
      // The product's Spotify, AI, video and movie services are all emulated here.
      SPOTIFY_CLIENT_ID: '',
      DATABASE_URL: '',
      // The helpers drive the emulators' switches with it (emulator-control.ts).
      EMULATOR_CONTROL_TOKEN,
      // One person generates far faster here than anyone would; the limit has its own tests.
      AI_CALLS_PER_MINUTE: '400',
      RATE_LIMIT_FACTOR: '20',
      VIDEO_SEARCHES_PER_DAY: '100000',
      AI_CALLS_PER_DAY: '100000',
    },
  },
});
