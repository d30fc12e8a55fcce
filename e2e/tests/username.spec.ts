import { expect, test } from './fixtures';
import { ACCOUNTS, resetEmulator, signIn } from './helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('changing the username checks availability after typing stops, then saves', async ({
  page,
  browser,
}) => {
  // Kai signs in elsewhere first, so his username is taken.
  const elsewhere = await browser.newContext();
  const kaiPage = await elsewhere.newPage();
  await signIn(kaiPage, ACCOUNTS.kai);
  const kaiName = (await kaiPage.getByRole('button', { name: /^Username / }).textContent())!.trim();
  await elsewhere.close();

  await signIn(page, ACCOUNTS.ava);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Change username' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your username' });
  const field = dialog.getByLabel('Username');
  const save = dialog.getByRole('button', { name: 'Save username' });

  await field.fill('a');
  await expect(dialog.getByText(/at least 3 characters/i)).toBeVisible();
  await expect(save).toBeDisabled();

  // Different case, same name: usernames are unique regardless of case.
  await field.fill(kaiName.toUpperCase());
  await expect(dialog.getByText('That username is taken')).toBeVisible();
  await expect(save).toBeDisabled();

  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/users/check-username')) checks.push(r.url());
  });
  const wanted = `night_owl_${Date.now().toString(36)}`;
  await field.fill('');
  await field.pressSequentially(wanted, { delay: 40 });
  await expect(dialog.getByText(`${wanted} is available`)).toBeVisible();
  // Spec 5: the check is debounced 500 ms, so typing a whole name asks once.
  expect(checks).toHaveLength(1);

  await save.click();
  await expect(dialog).toBeHidden();
  // The messages area's status (the profile bar has one of its own, for Refresh Connection).
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Username updated successfully!' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Username ${wanted}. Change username` }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('button', { name: `Username ${wanted}. Change username` }),
  ).toBeVisible();
});
