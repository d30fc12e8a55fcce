import { expect, test } from './fixtures';
import { resetEmulator, signIn } from './helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('sign-out asks first, then ends the session and returns to the signed-out page', async ({
  page,
}) => {
  await signIn(page);
  const signOut = page.getByRole('button', { name: 'Sign out' });

  await signOut.click();
  const confirm = page.getByRole('dialog', { name: 'Sign out of Moodtape?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(signOut).toBeFocused();
  await expect(page.getByRole('button', { name: /^Username / })).toBeVisible();

  await signOut.click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token_expiry'))).toBeNull();

  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
});
