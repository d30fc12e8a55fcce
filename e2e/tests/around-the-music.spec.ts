// Issue: around the music. Offline, a generation fills four video sections and four
// suggestion sections with pictures; each keeps its collapsed count and has Show More,
// Discover More and settings; shorts play in a dialog.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { generate } from './player-helpers';

const VIDEO_SECTIONS = [
  ['Related Music Videos', 2],
  ['Matching Vibes', 2],
  ['Related Content', 2],
  ['Related Shorts', 4],
] as const;
const SUGGESTION_SECTIONS = [
  ['Movie Suggestions', 3],
  ['TV Show Suggestions', 3],
  ['Activity Suggestions', 4],
  ['Creator Suggestions', 2],
] as const;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const items = (region: Locator) => region.getByRole('listitem');

// Every picture in the region has loaded (a broken one has no natural width).
async function expectPicturesLoaded(region: Locator) {
  // Pictures load lazily, as they come into view.
  await region.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      region
        .locator('img')
        .evaluateAll((imgs) =>
          imgs.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true);
  expect(await region.locator('img').count()).toBeGreaterThan(0);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await generate(page);
});

test('a generation fills every section, each at its collapsed count, with pictures', async ({
  page,
}) => {
  for (const [name, collapsed] of [...VIDEO_SECTIONS, ...SUGGESTION_SECTIONS]) {
    const region = section(page, name);
    await expect(items(region)).toHaveCount(collapsed);
    // Activities show an icon for their kind rather than a picture.
    if (name === 'Activity Suggestions') {
      await expect(region.locator('li svg')).toHaveCount(collapsed);
    } else {
      await expectPicturesLoaded(region);
    }
  }
  const movie = items(section(page, 'Movie Suggestions')).first().getByRole('link').first();
  expect(await movie.getAttribute('href')).toMatch(
    /^https:\/\/www\.themoviedb\.org\/search\?query=/,
  );

  // Show More reveals the rest; Show Less folds it back.
  const movies = section(page, 'Movie Suggestions');
  await movies.getByRole('button', { name: 'Show More' }).click();
  expect(await items(movies).count()).toBeGreaterThan(3);
  await movies.getByRole('button', { name: 'Show Less' }).click();
  await expect(items(movies)).toHaveCount(3);

  const general = section(page, 'Related Content');
  const more = general.getByRole('button', { name: 'Show More' });
  await more.click();
  await expect(general.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const before = await items(general).count();
  expect(before).toBeGreaterThan(2);

  // Discover More loads the next page and adds only new videos.
  await general.getByRole('button', { name: 'Discover More' }).click();
  await expect.poll(() => items(general).count()).toBeGreaterThan(before);
  const titles = await items(general)
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(new Set(titles).size).toBe(titles.length);
});

test('section settings delete with confirmation and add new queries once', async ({ page }) => {
  const music = section(page, 'Related Music Videos');
  await expect(items(music)).toHaveCount(2);
  await music.getByRole('button', { name: 'Section settings: Related Music Videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Section settings: Related Music Videos' });
  const current = dialog.getByRole('list', { name: 'Current queries' }).getByRole('listitem');
  const count = await current.count();
  expect(count).toBeGreaterThan(0);
  const first = (await current.first().innerText()).split('\n')[0]!.trim();

  await dialog.getByRole('button', { name: `Delete query: ${first}` }).click();
  await dialog.getByRole('button', { name: `Cancel deleting "${first}"` }).click();
  await expect(current).toHaveCount(count);
  // Escape on the question cancels it alone: the dialog and the words typed in it stay.
  const added = dialog.getByRole('textbox', { name: 'New queries (one per line)' });
  await added.fill('typed before escape');
  await dialog.getByRole('button', { name: `Delete query: ${first}` }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Delete query: ${first}` })).toBeFocused();
  await expect(added).toHaveValue('typed before escape');
  await added.fill('');
  await dialog.getByRole('button', { name: `Delete query: ${first}` }).click();
  await dialog.getByRole('button', { name: `Confirm deleting "${first}"` }).click();
  await expect(current).toHaveCount(count - 1);

  await dialog
    .getByRole('textbox', { name: 'New queries (one per line)' })
    .fill('norah jones live at montreux\n  Norah Jones live at Montreux \nchet baker sings');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(items(music)).toHaveCount(2);

  await music.getByRole('button', { name: 'Section settings: Related Music Videos' }).click();
  await expect(current).toHaveCount(count + 1);
  await expect(dialog.getByText('norah jones live at montreux', { exact: true })).toHaveCount(1);
  await expect(dialog.getByText(first, { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('shorts play in a dialog with previous, next and close', async ({ page }) => {
  const shorts = section(page, 'Related Shorts');
  await expect(items(shorts)).toHaveCount(4);
  const buttons = shorts.getByRole('button', { name: /^Play short: / });
  await buttons.first().click();
  const frame = page.locator('dialog[open] iframe');
  const firstTitle = (await frame.getAttribute('title'))!;
  // The button read the title it shows, then the duration; the dialog is named by it.
  expect(await buttons.first().textContent()).toContain(firstTitle);
  await expect(buttons.first()).toHaveAccessibleName(/^Play short: /);
  const player = page.getByRole('dialog', { name: `Short: ${firstTitle}` });
  await expect(player).toBeVisible();
  // Two shorts may share a title; the embedded video's address tells them apart.
  const firstSrc = await frame.getAttribute('src');
  await page.getByRole('button', { name: 'Next short' }).click();
  await expect(frame).not.toHaveAttribute('src', firstSrc!);
  await page.getByRole('button', { name: 'Previous short' }).click();
  await expect(frame).toHaveAttribute('src', firstSrc!);
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(buttons.first()).toBeFocused();
});

test('the theme follows the vibe, and can be regenerated, muted and dimmed', async ({ page }) => {
  const layer = page.locator('[data-theme-layer="vibe"]');
  await expect(layer).toHaveCount(1);
  const first = await layer.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(first).toContain('linear-gradient');
  // The spec's default intensity 0.26 shows the layer at its square root (features/theme/lib/wash.ts).
  await expect(layer).toHaveCSS('opacity', '0.51');

  await page.getByRole('button', { name: 'More options' }).click();
  const describe = page.getByRole('textbox', { name: 'Theme description' });
  await expect(page.getByRole('button', { name: 'Generate Theme' })).toBeDisabled();
  await describe.fill('pink neon over a midnight ocean');
  await page.getByRole('button', { name: 'Generate Theme' }).click();
  await expect
    .poll(() => layer.evaluate((el) => getComputedStyle(el).backgroundImage))
    .not.toBe(first);

  await page.getByRole('slider', { name: 'Theme Intensity' }).fill('0.8');
  await expect(layer).toHaveCSS('opacity', '0.894');
  await page.getByRole('menuitem', { name: 'Mute Theme' }).click();
  await expect(layer).toHaveCount(0);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Unmute Theme' }).click();
  await expect(layer).toHaveCSS('opacity', '0.894');

  // A saved vibe brings its gradient back after another generation changed it.
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Save Vibe' }).click();
  await expect(page.getByText('Vibe saved successfully!')).toBeVisible();
  const saved = await layer.evaluate((el) => getComputedStyle(el).backgroundImage);
  await generate(page, 'hype gym workout');
  await expect
    .poll(() => layer.evaluate((el) => getComputedStyle(el).backgroundImage))
    .not.toBe(saved);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Show Saved Vibes' }).click();
  await page
    .getByRole('button', { name: /^Load vibe / })
    .first()
    .click();
  await expect.poll(() => layer.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(saved);
});
