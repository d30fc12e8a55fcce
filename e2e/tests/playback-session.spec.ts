// Playback and the Spotify session (spec 4 Token session, AMENDMENTS A1): a free account
// cannot play; an expired token pauses the music, and a refresh (silent, or through the
// consent popup when Spotify revoked the refresh token) carries on from the same position.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, emulatorControl, resetEmulator, signIn, trackTitles } from './helpers';
import { expectPlaying, generate, player, position, spotifyPlayback } from './player-helpers';

const LIFETIME_S = 25;

test.beforeEach(async ({ request }) => resetEmulator(request));
// Refused refreshes (502, 401) and the free account's refused player (403) are logged by
// Chromium itself.
test.use({
  expectedProblems: [/Failed to load resource: .* status of (401|403|502)/],
});

test('a free account sees the Premium message', async ({ page }) => {
  await signIn(page, ACCOUNTS.sam);
  await generate(page);
  const [first] = await trackTitles(page);
  await expect(player(page)).toContainText('Playing here needs Spotify Premium');
  await page.getByRole('button', { name: `Play ${first}`, exact: true }).click();
  const premium = 'Failed to play track. Make sure you have an active Spotify Premium account.';
  // In the messages area at the top, and on the player beside the controls.
  await expect(page.getByRole('alert').getByText(premium)).toBeVisible();
  await expect(player(page).getByText(premium)).toBeVisible();
  await player(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(player(page).getByText(premium)).toHaveCount(0);
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await spotifyPlayback(page)).toBeNull();
});

// Signs in with tokens that live LIFETIME_S seconds and plays the first track.
async function playWithShortToken(page: Page, request: APIRequestContext): Promise<string> {
  await emulatorControl(request, { tokenLifetimeSeconds: LIFETIME_S });
  await signIn(page);
  await generate(page);
  const first = (await trackTitles(page))[0]!;
  await page.getByRole('button', { name: `Play ${first}`, exact: true }).click();
  await expectPlaying(page, first);
  return first;
}

test('an expired session pauses playback; Refresh Connection resumes at the same position', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const first = await playWithShortToken(page, request);
  // From now on Spotify refuses to refresh, so the token runs out while the music plays.
  await emulatorControl(request, { faults: { refresh: { status: 503 } } });

  await expect(page.getByText('Spotify session expired - music playback paused')).toBeVisible({
    timeout: (LIFETIME_S + 5) * 1000,
  });
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = await position(page);
  expect(pausedAt).toBeGreaterThan(3);
  await page.waitForTimeout(2000);
  expect(await position(page)).toBe(pausedAt);

  await emulatorControl(request, { faults: { refresh: null }, tokenLifetimeSeconds: 3600 });
  const banner = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Refresh Connection' }) });
  await expect(banner).toContainText('Spotify session expired - music playback paused');
  await banner.getByRole('button', { name: 'Refresh Connection' }).click();
  await expect(banner).toHaveCount(0);
  await expect(
    page.getByText('Spotify session expired - please refresh your connection'),
  ).toHaveCount(0);
  await expectPlaying(page, first);
  const resumed = (await spotifyPlayback(page))!;
  // The slider shows whole seconds, rounded.
  expect(resumed.progress_ms / 1000).toBeGreaterThanOrEqual(pausedAt - 1);
  expect(resumed.progress_ms / 1000).toBeLessThan(pausedAt + 5);
});

test('when Spotify revoked the refresh token, the consent popup brings playback back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const first = await playWithShortToken(page, request);
  await emulatorControl(request, { revokeRefreshTokens: 'ava.rivers' });

  await expect(page.getByText('Spotify session expired - music playback paused')).toBeVisible({
    timeout: (LIFETIME_S + 5) * 1000,
  });
  const pausedAt = await position(page);

  await emulatorControl(request, { tokenLifetimeSeconds: 3600 });
  const popupOpened = page.context().waitForEvent('page');
  await page
    .getByRole('alert')
    .filter({ hasText: 'Spotify session expired' })
    .getByRole('button', { name: 'Refresh Connection' })
    .click();
  const popup = await popupOpened;
  await popup.getByRole('radio', { name: ACCOUNTS.ava }).check();
  await popup.getByRole('button', { name: 'Agree' }).click();
  await popup.waitForEvent('close');

  await expect(page.getByText(/Spotify session/)).toHaveCount(0);
  await expectPlaying(page, first);
  const resumed = (await spotifyPlayback(page))!;
  // The slider shows whole seconds, rounded.
  expect(resumed.progress_ms / 1000).toBeGreaterThanOrEqual(pausedAt - 1);
  expect(resumed.progress_ms / 1000).toBeLessThan(pausedAt + 5);
});
