// The playback bar (spec 2): every control has a name, and the bar minimizes when pulled
// down by more than a third of its height, or by its button from the keyboard.
import { expect, test } from './fixtures';
import { resetEmulator, signIn } from './helpers';
import { generate, player } from './player-helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('every control of the bar has an accessible name', async ({ page }) => {
  await signIn(page);
  await generate(page);
  const bar = player(page);
  await expect(bar).toBeVisible();
  for (const name of ['Previous track', 'Play', 'Next track', 'Minimize player']) {
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(bar.getByRole('slider', { name: 'Seek' })).toBeVisible();
  const unnamed = await bar
    .locator('button, [role="slider"]')
    .evaluateAll(
      (elements) =>
        elements.filter((e) => !(e.getAttribute('aria-label') ?? e.textContent ?? '').trim())
          .length,
    );
  expect(unnamed).toBe(0);
});

test('minimizes when pulled down past a third of its height, not before', async ({ page }) => {
  await signIn(page);
  await generate(page);
  const bar = player(page);
  const box = (await bar.boundingBox())!;
  // The bar's own surface, left of the now-playing card: a place to grab, not a control.
  const grab = { x: box.x + 8, y: box.y + box.height / 2 };

  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y + box.height / 4, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Show player' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Minimize player' })).toBeVisible();
  // It springs back into place before the next pull.
  await expect.poll(async () => (await bar.boundingBox())?.y).toBe(box.y);

  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const show = page.getByRole('button', { name: 'Show player' });
  await expect(show).toBeVisible();
  // Minimized, the bar is out of sight and out of reach of the keyboard (inert).
  const section = page.locator('section[aria-label="Player"]');
  await expect(section).not.toBeInViewport();
  await expect(section).toHaveAttribute('inert', '');

  await show.click();
  await expect(section).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Minimize player' })).toBeVisible();
});

test('minimizes and comes back by keyboard, with focus following', async ({ page }) => {
  await signIn(page);
  await generate(page);
  const minimize = player(page).getByRole('button', { name: 'Minimize player' });
  await minimize.focus();
  await page.keyboard.press('Enter');
  const show = page.getByRole('button', { name: 'Show player' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(minimize).toBeFocused();
});
