// The track list laid out as a person sees it, on a wide screen and a phone: numbers that turn
// into play under the pointer, a progress rail where the eye looks, a remove confirmation in
// full words, and the minimized player's pill that leaves the current row's pause button within
// reach.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetEmulator, signIn, trackRows, trackTitles } from './helpers';
import { generate } from './player-helpers';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ request }) => resetEmulator(request));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

// The element a tap at the centre of `locator` reaches.
async function reachesItself(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function play(page: Page, title: string) {
  await page.getByRole('button', { name: `Play ${title}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Pause ${title}`, exact: true })).toBeVisible();
}

test('wide screen: numbered rows under column heads, play in the number under the pointer, a wide progress rail', async ({
  page,
}) => {
  await signIn(page);
  await generate(page);
  const titles = await trackTitles(page);
  const third = trackRows(page).nth(2);
  await page.mouse.move(0, 0);
  await expect(third.getByText('3', { exact: true })).toBeVisible();
  await third.hover();
  await expect(third.getByText('3', { exact: true })).toBeHidden();
  await expect(third.getByRole('button', { name: `Play ${titles[2]}` })).toBeVisible();

  await play(page, titles[1]!);
  await page.mouse.move(0, 0);
  const current = trackRows(page).nth(1);
  const rail = current.getByRole('progressbar', { name: `${titles[1]} progress` });
  await expect(rail).toBeVisible();
  // Its time moves from the start: a second after the music starts, not two.
  await expect(current).toContainText('00:01', { timeout: 2500 });
  const row = await box(current);
  const bar = await box(rail);
  const title = await box(current.getByText(titles[1]!, { exact: true }));
  expect(bar.width).toBeGreaterThanOrEqual(240);
  expect(bar.height).toBeGreaterThanOrEqual(6);
  // Beside the title, not at the far end of the row.
  expect(bar.x - (title.x + title.width)).toBeLessThan(row.width * 0.4);
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('the current row shows its progress; remove asks in full words', async ({ page }) => {
    await signIn(page);
    await generate(page);
    const titles = await trackTitles(page);
    await play(page, titles[0]!);
    const current = trackRows(page).first();
    const rail = current.getByRole('progressbar', { name: `${titles[0]} progress` });
    await expect(rail).toBeVisible();
    expect((await box(rail)).width).toBeGreaterThanOrEqual(100);

    await current.getByRole('button', { name: `Remove ${titles[0]}` }).click();
    const confirm = current.getByRole('group', { name: `Remove ${titles[0]}?` });
    for (const name of ['Remove', 'Cancel']) {
      const button = confirm.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      // The word fits its button: nothing cut to "R…".
      expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      expect(await reachesItself(button)).toBe(true);
    }
    await expect(current.getByText(titles[0]!, { exact: true })).toBeVisible();
  });

  test("the minimized player's pill leaves the current row's pause button, and the last row, within reach", async ({
    page,
  }) => {
    await signIn(page);
    await generate(page);
    const titles = await trackTitles(page);
    const index = 4;
    await play(page, titles[index]!);
    const pause = page.getByRole('button', { name: `Pause ${titles[index]}`, exact: true });
    // The row at the very bottom of the screen, where the pill comes.
    const row = trackRows(page).nth(index);
    const { y, height } = await box(row);
    await page.mouse.wheel(0, y + height - PHONE.height + 12);
    await expect.poll(async () => (await box(row)).y + height).toBeGreaterThan(PHONE.height - 40);
    await page.getByRole('button', { name: 'Minimize player' }).click();
    await expect(page.getByRole('button', { name: 'Show player' })).toBeVisible();
    await expect.poll(() => reachesItself(pause)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = trackRows(page).last();
    await last.scrollIntoViewIfNeeded();
    const pill = await box(page.getByRole('button', { name: 'Show player' }));
    await expect
      .poll(async () => (await box(last)).y + (await box(last)).height)
      .toBeLessThanOrEqual(pill.y);
  });
});
