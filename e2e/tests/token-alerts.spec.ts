// Spec 4 Token session with AMENDMENTS A1: the alerts only appear when the silent refresh
// through our server fails; Refresh Connection brings the session back.
import { expect, test } from './fixtures';
import { emulatorControl, resetEmulator, signIn } from './helpers';

const LIFETIME_S = 20;

test.beforeEach(async ({ request }) => resetEmulator(request));
// The failing silent refreshes are answered 502, which Chromium logs on its own.
test.use({ expectedProblems: [/Failed to load resource: .* status of 502/] });

// Spotify's own words for its failures, which must never reach the page.
const RAW = /Internal Server Error|Service Unavailable|Bad Gateway/;

test('a short-lived token that cannot refresh shows "expiring", then "expired"; Refresh Connection recovers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await emulatorControl(request, {
    tokenLifetimeSeconds: LIFETIME_S,
    faults: { refresh: { status: 503 } },
  });
  await signIn(page);

  const banner = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Refresh Connection' }) });
  await expect(banner).toContainText('Spotify session ending soon');
  await expect(banner.getByRole('button', { name: 'Refresh Connection' })).toBeVisible();

  await expect(banner).toContainText('Spotify session expired - music playback paused', {
    timeout: (LIFETIME_S + 5) * 1000,
  });
  // One red banner: spec 4's message says what the alert says, and the alert has the button.
  await expect(page.getByRole('alert').filter({ hasText: 'Spotify session' })).toHaveCount(1);
  await expect(
    page.getByText('Spotify session expired - please refresh your connection'),
  ).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Profile' }).locator('time')).toHaveText(
    '00:00',
  );

  await emulatorControl(request, { faults: { refresh: null }, tokenLifetimeSeconds: 3600 });
  await banner.getByRole('button', { name: 'Refresh Connection' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Profile' }).locator('time')).toHaveText(
    /^(60:00|59:[0-5]\d)$/,
  );
});

test('the alert can be closed, and a working silent refresh never shows it', async ({
  page,
  request,
}) => {
  await emulatorControl(request, {
    tokenLifetimeSeconds: LIFETIME_S,
    faults: { refresh: { status: 503 } },
  });
  await signIn(page);
  const banner = page.getByRole('alert').filter({ hasText: 'Spotify session ending soon' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Close alert' }).click();
  await expect(banner).toBeHidden();

  // With refresh working again, the next silent refresh replaces the short token quietly.
  await emulatorControl(request, { faults: { refresh: null }, tokenLifetimeSeconds: 3600 });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Profile' }).locator('time')).toHaveText(
    /^(60:00|59:[0-5]\d)$/,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Spotify session' })).toHaveCount(0);
});

test('when Spotify fails to refresh, Generate and Refresh Connection say so in words, in one banner each', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Spotify's accounts service answers its refreshes with a bare 500 page.
  await emulatorControl(request, {
    tokenLifetimeSeconds: LIFETIME_S,
    faults: { refresh: { status: 500, body: 'Internal Server Error' } },
  });
  await signIn(page);
  const alerts = page.getByRole('alert').filter({ hasText: /./ });
  await expect(page.getByText('Spotify session expired - music playback paused')).toBeVisible({
    timeout: (LIFETIME_S + 5) * 1000,
  });
  await expect(alerts).toHaveCount(1);

  // Generate needs a fresh token for Spotify's search: the page says why it cannot.
  await page.getByLabel('Describe your mood').fill('rainy sunday morning');
  await page.getByRole('button', { name: 'Generate Playlist' }).click();
  const trouble = 'Spotify is having trouble right now. Please try again in a moment.';
  await expect(page.getByRole('alert').getByText(trouble)).toBeVisible();
  // And under the button that was pressed.
  await expect(
    page.getByRole('form', { name: 'Generate a playlist' }).getByText(trouble),
  ).toBeVisible();
  await expect(page.getByText(RAW)).toHaveCount(0);

  await alerts.getByRole('button', { name: 'Refresh Connection' }).click();
  await expect(
    page.getByText(
      'Failed to refresh connection: Spotify is having trouble right now. Please try again in a moment.',
    ),
  ).toBeVisible();
  await expect(page.getByText(RAW)).toHaveCount(0);
  // The expired alert and the one message: two banners that say different things.
  await expect(alerts).toHaveCount(2);
});
