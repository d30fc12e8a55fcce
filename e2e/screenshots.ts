// `npm run screenshots`: starts the built Moodtape (demo mode, fresh data, emulators with their
// switches) and saves a picture of every state of the page, at 1440x900 and 390x844, into
// docs/screenshots/ (`<state>-desktop.png`, `<state>-phone.png`). Run `npm run build` first.
// The states themselves are walked in screenshot-tour.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { VIEWPORTS, tour } from './screenshot-tour';
import { demoServerEnv } from './server-env';

const port = Number(process.env.SCREENSHOTS_PORT ?? 8199);
const base = `http://127.0.0.1:${port}`;
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
mkdirSync(out, { recursive: true });

async function startServer(): Promise<ChildProcess> {
  const dataDir = path.join(tmpdir(), `moodtape-screenshots-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../apps/server/dist/main.js')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...demoServerEnv(port, dataDir) },
    },
  );
  for (let i = 0; i < 120; i++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`Moodtape did not start on ${base}; did you run npm run build?`);
}

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const failures: string[] = [];
try {
  for (const [label, viewport] of VIEWPORTS) {
    failures.push(...(await tour(browser, { base, out, label, viewport })));
  }
} finally {
  await browser.close();
  server.kill();
}
console.info(`Screenshots in ${out}`);
if (failures.length > 0) {
  console.error(`States that could not be reached:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
