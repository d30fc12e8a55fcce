import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { CONTROL_HEADERS } from '../emulator-control';

export const ACCOUNTS = {
  ava: 'Ava Rivers (Premium)',
  kai: 'Kai Moreno (Premium)',
  sam: 'Sam Lee (Free)',
} as const;

export async function emulatorControl(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/emulators/spotify/__control', {
    data: body,
    headers: CONTROL_HEADERS,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function resetEmulator(request: APIRequestContext) {
  const response = await request.post('/emulators/spotify/__control/reset', {
    headers: CONTROL_HEADERS,
  });
  expect(response.ok()).toBe(true);
}

export async function agreeToTerms(page: Page) {
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of service and privacy' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Agree & Continue' }).click();
  await expect(terms).toBeHidden();
}

// Signs in through the emulator's consent page, as a person would.
export async function signIn(page: Page, account: string = ACCOUNTS.ava) {
  await page.goto('/');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Login with Spotify' }).click();
  await page.getByRole('radio', { name: account }).check();
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /^Username .* Change username$/ })).toBeVisible();
}

export const trackRows = (page: Page) =>
  page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');

// The titles of the playlist's tracks, in order, read from their Remove buttons' names.
export async function trackTitles(page: Page): Promise<string[]> {
  const labels = await trackRows(page)
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Remove /, ''));
}
