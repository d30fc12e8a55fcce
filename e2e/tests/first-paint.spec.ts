// The first paint comes with the HTML: a visitor sees what Moodtape does and the Login button
// before any script has run, and a signed-in person's reload never shows the visitor's page.
import { expect, test } from '@playwright/test';
import { signIn, trackRows } from './helpers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sees the welcome and the Login button from the page's HTML alone", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Turn a mood into a playlist.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('not affiliated with Spotify');
  });
});

test('the prerendered page comes alive: Login opens the terms', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Terms of service and privacy' })).toBeVisible();
  // A mismatch between the HTML and the page's first render is reported as an error.
  expect(errors).toEqual([]);
});

test("a signed-in person's reload shows their page, never the visitor's", async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Describe your mood').fill('rainy sunday morning with coffee');
  await page.getByRole('button', { name: 'Generate Playlist' }).click();
  await expect(page.getByText(/Found \d+ playable songs/)).toBeVisible({ timeout: 30_000 });

  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('Turn a mood into a playlist.');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What are you in the mood for?' })).toBeVisible();
  await expect(trackRows(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Turn a mood into a playlist.' })).toHaveCount(0);
});
