import { expect, test } from './fixtures';

test.describe('terms before login', () => {
  test('Login opens the terms; Disagree keeps Login, Agree turns it into Login with Spotify', async ({
    page,
  }) => {
    await page.goto('/');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();

    const terms = page.getByRole('dialog', { name: 'Terms of service and privacy' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Disagree' }).click();
    await expect(terms).toBeHidden();
    await expect(login).toBeFocused();
    await expect(page.getByRole('button', { name: 'Login with Spotify' })).toHaveCount(0);

    await login.click();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();

    await login.click();
    await terms.getByRole('button', { name: 'Agree & Continue' }).click();
    // Focus moves to the button that replaced Login, not to the page's body.
    await expect(page.getByRole('button', { name: 'Login with Spotify' })).toBeFocused();
    await expect(page.getByText('Demo mode')).toBeVisible();
  });
});
