// `npm run screenshots [-- base-url]`: signs in to a running Moodtape (demo mode) and
// saves screenshots of the main states at desktop and phone widths into docs/screenshots/,
// for looking at the page and for the README.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [label, viewport] of VIEWPORTS) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: label === 'phone' ? 2 : 1,
  });
  const page = await context.newPage();
  const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}-${label}.png`) });

  await page.goto(base);
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await shot('signed-out');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await shot('terms');
  await page.getByRole('button', { name: 'Agree & Continue' }).click();
  await page.getByRole('button', { name: 'Login with Spotify' }).click();
  await page.getByRole('button', { name: 'Agree' }).waitFor();
  await shot('consent');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.getByRole('button', { name: /^Username / }).waitFor();
  await page.waitForTimeout(300);
  await shot('signed-in');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await shot('photo-area');
  await page
    .getByLabel('Photo file')
    .setInputFiles(path.resolve(import.meta.dirname, 'fixtures/beach.jpg'));
  await page.getByRole('img', { name: 'Chosen for this playlist' }).waitFor();
  await page.getByLabel('Describe your mood').fill('rainy sunday morning, coffee, slow start');
  await shot('prompt');
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await page.getByRole('button', { name: 'Hide photo' }).click();
  await page.getByRole('button', { name: 'Generate Playlist' }).click();
  await page.getByText(/^Found 20 playable songs$/).waitFor();
  for (const name of ['Related Shorts', 'Creator Suggestions']) {
    await page.getByRole('region', { name, exact: true }).getByRole('listitem').first().waitFor();
  }
  // Lazy pictures load as they scroll into view.
  for (let y = 0; y < 8000; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(out, `full-result-${label}.png`), fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Add More Songs' }).click();
  await page.screenshot({ path: path.join(out, `playlist-${label}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Add More Songs' }).click();
  await page
    .getByRole('button', { name: /^Play / })
    .nth(1)
    .click();
  await page
    .getByRole('region', { name: 'Player' })
    .getByRole('button', { name: 'Pause' })
    .waitFor();
  await page.waitForTimeout(3200);
  await shot('playing');
  await page.getByRole('slider', { name: 'Seek' }).hover();
  await shot('playing-seek-hover');
  await page.getByRole('button', { name: 'Minimize player' }).click();
  await page.waitForTimeout(300);
  await shot('player-minimized');
  await page.getByRole('button', { name: 'Show player' }).click();
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await shot('remove-confirm');
  await page.getByRole('button', { name: 'More options' }).click();
  await shot('menu');
  await page.getByRole('menuitem', { name: 'Change username' }).click();
  await page.getByRole('dialog').getByLabel('Username', { exact: true }).fill('night_owl');
  await page.getByText(/is available|taken/).waitFor();
  await shot('username');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Save Vibe' }).click();
  const card = page.getByRole('region', { name: 'Your saved vibe' });
  await card.waitFor();
  await card.getByRole('switch', { name: 'Public' }).click();
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Show Saved Vibes' }).click();
  await page.getByRole('list', { name: 'Saved vibes' }).waitFor();
  await page.waitForTimeout(300);
  await shot('saved-vibes');
  await card.scrollIntoViewIfNeeded();
  await shot('vibe-card');
  await card.getByRole('button', { name: /^Comments on / }).click();
  await page
    .getByLabel('Add a comment')
    .fill('Perfect for a grey morning. The third song is the one.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Perfect for a grey morning.', { exact: false }).first().waitFor();
  await shot('comments');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discover vibes' }).click();
  await page.getByRole('list', { name: 'Public vibes' }).getByRole('listitem').first().waitFor();
  await page.waitForTimeout(300);
  await shot('discover');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await shot('sign-out');
  await context.close();
}
await browser.close();
console.info(`Screenshots in ${out}`);
