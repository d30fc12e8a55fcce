// Issue 16: with Saved Vibes shown, the carousel sat above the profile menu and took the
// clicks meant for Save Vibe and Save to Spotify. A click here is a real one (no force):
// Playwright fails it when another element would receive it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetEmulator, signIn } from './helpers';
import { generate } from './player-helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

async function menu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const savedVibes = (page: Page) =>
  page.getByRole('list', { name: 'Saved vibes' }).getByRole('listitem');

for (const [viewport, saves] of [
  // On a desktop the menu reaches down over the fifth item of the carousel and beyond.
  [{ width: 1440, height: 900 }, 6],
  // On a phone the first item is already under it.
  [{ width: 390, height: 844 }, 2],
] as const) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the menu items stay clickable over the saved vibes carousel', async ({ page }) => {
      await signIn(page);
      await generate(page);
      await menu(page, 'Save Vibe');
      await expect(page.getByRole('region', { name: 'Your saved vibe' })).toBeVisible();
      await menu(page, 'Show Saved Vibes');
      await expect(savedVibes(page).first()).toBeVisible();
      // Vibes of earlier tests stay on the server: counted from what is there.
      const before = await savedVibes(page).count();

      // Each Save Vibe makes one more vibe in the carousel, under the menu.
      for (let more = 1; more < saves; more += 1) {
        await menu(page, 'Save Vibe');
        await expect(savedVibes(page)).toHaveCount(before + more);
      }
      await menu(page, 'Save to Spotify');
      await expect(page.getByText(/^Playlist saved successfully with \d+ tracks!$/)).toBeVisible();
    });
  });
}
