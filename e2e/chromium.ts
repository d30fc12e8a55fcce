// Debian's Chromium, launched the way this machine needs: no sandbox as root, no GPU, and no
// background calls to Google's services (the network is closed). Never a downloaded browser.
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium`,
    );
  }
  return {
    executablePath: CHROMIUM_PATH,
    chromiumSandbox: false,
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
