// A visitor finds the prompt form too (spec 2: the form is in the header for everyone). To
// generate they accept the terms and log in first (spec 6), and what they typed survives the
// trip to Spotify: back on the page it is still in the form, and its playlist is on the way.
import { expect, test } from './fixtures';
import { ACCOUNTS, resetEmulator, trackRows } from './helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('a visitor types a mood, presses Generate, agrees, signs in and gets its playlist', async ({
  page,
}) => {
  const mood = 'rainy sunday morning, coffee, slow start';
  await page.goto('/');
  const prompt = page.getByLabel('Describe your mood');
  const generate = page.getByRole('button', { name: 'Generate Playlist' });
  await expect(generate).toBeDisabled();
  await prompt.fill(mood);

  // Disagree leaves the visitor where they were, words and all.
  const terms = page.getByRole('dialog', { name: 'Terms of service and privacy' });
  await generate.click();
  await terms.getByRole('button', { name: 'Disagree' }).click();
  await expect(terms).toBeHidden();
  await expect(generate).toBeFocused();
  await expect(prompt).toHaveValue(mood);

  // Terms first, then sign-in.
  await generate.click();
  await terms.getByRole('button', { name: 'Agree & Continue' }).click();
  await page.getByRole('radio', { name: ACCOUNTS.ava }).check();
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await expect(page.getByRole('button', { name: /^Username .* Change username$/ })).toBeVisible();
  await expect(page.getByLabel('Describe your mood')).toHaveValue(mood);
  await expect(page.getByText('Found 20 playable songs')).toBeVisible();
  await expect(trackRows(page)).toHaveCount(20);

  // Asked once: a reload does not generate it again.
  await page.reload();
  await expect(page.getByText('Found 20 playable songs')).toBeVisible();
  await expect(page.getByLabel('Describe your mood')).toHaveValue('');
});
