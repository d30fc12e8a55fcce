import { expect, test } from './fixtures';
import { ACCOUNTS, agreeToTerms, emulatorControl, resetEmulator, signIn } from './helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('signing in through Spotify shows avatar, username and the token countdown', async ({
  page,
}) => {
  await page.goto('/');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Login with Spotify' }).click();

  // The emulator's consent page, as Spotify's: accounts to choose from, Agree and Cancel.
  await expect(page).toHaveURL(/\/emulators\/spotify\/accounts\/authorize/);
  await expect(page.getByRole('radio', { name: ACCOUNTS.sam })).toBeVisible();
  await page.getByRole('radio', { name: ACCOUNTS.ava }).check();
  await page.getByRole('button', { name: 'Agree' }).click();

  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  const profile = page.getByRole('navigation', { name: 'Profile' });
  await expect(
    profile.getByRole('button', { name: /^Username Ava_Rivers\d*\. Change username$/ }),
  ).toBeVisible();
  await expect(profile.locator('img')).toHaveAttribute(
    'src',
    /\/emulators\/spotify\/images\/avatars\//,
  );
  // A fresh Spotify token lasts an hour (spec 9).
  await expect(profile.locator('time')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  await expect(profile.getByRole('button', { name: 'Refresh Connection' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'More options' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What are you in the mood for?' })).toBeVisible();

  // The session survives a reload; the access token lives in memory, never in storage.
  await page.reload();
  await expect(profile.getByRole('button', { name: /^Username Ava_Rivers/ })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(stored).toEqual(['token_expiry']);
});

test('cancelling on Spotify returns to Moodtape signed out, with a message', async ({ page }) => {
  await page.goto('/');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Login with Spotify' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('alert')).toContainText('Spotify sign-in was cancelled.');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('two accounts sign in side by side and each sees their own profile', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.ava);
  const other = await browser.newContext();
  const kai = await other.newPage();
  await signIn(kai, ACCOUNTS.kai);
  await expect(kai.getByRole('button', { name: /^Username Kai_Moreno/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Username Ava_Rivers/ })).toBeVisible();
  await other.close();
});

test("an account that is not on the app's user list is told what to do, and stays signed out", async ({
  page,
}) => {
  await page.goto('/');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Login with Spotify' }).click();
  // Spotify lets anyone consent; a development-mode app then gets a 403 for them.
  await page.getByRole('radio', { name: 'Noor Haddad (Premium)' }).check();
  await page.getByRole('button', { name: 'Agree' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('alert')).toContainText(
    "This Spotify account is not on the app's user list. Ask the app's owner to add it in the Spotify Developer Dashboard (User Management), then sign in again.",
  );
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test.describe('an expired refresh token', () => {
  // The refresh the page tries is answered 401, which Chromium logs on its own.
  test.use({ expectedProblems: [/Failed to load resource: .* status of 401/] });

  test('a Spotify sign-in whose refresh token has expired asks for Refresh Connection, never raw errors', async ({
    page,
    request,
  }) => {
    // Access tokens short enough that the page keeps refreshing them (every 30 s).
    await emulatorControl(request, { tokenLifetimeSeconds: 20 });
    await signIn(page, ACCOUNTS.ava);
    // Refresh tokens now expire (six months after consent); here one second after.
    await emulatorControl(request, { refreshTokenLifetimeSeconds: 1 });

    await expect(page.getByText('Spotify session expired - music playback paused')).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByRole('button', { name: 'Refresh Connection' }).first()).toBeVisible();
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  });
});
