// Issue 16: the whole flow by keyboard alone (terms, sign-in, generate, play, save a vibe,
// Discover, a comment, sign-out), and a full result page tabbed through end to end. At every
// stop focus is somewhere, shows a ring, and is neither off-screen nor under the playback bar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectFocusShown, press, settledFocusProblems, tabTo } from './focus-checks';
import { resetEmulator, signIn, trackRows } from './helpers';
import { generate } from './player-helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

test('the whole flow works by keyboard, with focus shown and in sight at every stop', async ({
  page,
}) => {
  await page.goto('/');
  await expect(button(page, 'Login')).toBeVisible();

  // Terms: Login opens them, Agree & Continue hands over to Login with Spotify.
  await tabTo(page, button(page, 'Login'));
  await press(page, 'Enter', 'Login');
  const terms = page.getByRole('dialog', { name: 'Terms of service and privacy' });
  await expect(terms).toBeVisible();
  await tabTo(page, terms.getByRole('button', { name: 'Agree & Continue' }));
  await press(page, 'Enter', 'Agree & Continue');
  await expect(button(page, 'Login with Spotify')).toBeFocused();

  // The emulator's consent page, by keyboard too; the first account is Ava's.
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/emulators\/spotify\//);
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  for (let stop = 0; stop < 20; stop += 1) {
    await page.keyboard.press('Tab');
    if (await agree.evaluate((el) => el === document.activeElement)) break;
  }
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(button(page, /^Username .* Change username$/)).toBeVisible();
  // Back from Spotify, focus waits in the prompt, the next thing to do.
  const prompt = page.getByLabel('Describe your mood');
  await expect(prompt).toBeFocused();
  await expectFocusShown(page, 'the consent page returned');

  // Generate: the button is disabled while it works, so focus goes to the playlist's title.
  await page.keyboard.type('rainy sunday morning, coffee, slow start');
  await tabTo(page, button(page, 'Generate Playlist'));
  await press(page, 'Enter', 'Generate Playlist');
  await expect(page.getByText('Found 20 playable songs')).toBeVisible();
  await expectFocusShown(page, 'the playlist arrived');

  // Play the second track; focus stays on its button, now a pause.
  const second = trackRows(page).nth(1);
  await tabTo(page, second.getByRole('button', { name: /^Play / }));
  await press(page, 'Enter', 'Play');
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expectFocusShown(page, 'the track started');

  // Save Vibe from the menu: the arrow keys walk its items; it closes back onto its button.
  const more = button(page, 'More options');
  await tabTo(page, more, { back: true });
  await press(page, 'Enter', 'More options');
  const saveVibe = page.getByRole('menuitem', { name: 'Save Vibe' });
  for (let step = 0; step < 6; step += 1) {
    if (await saveVibe.evaluate((el) => el === document.activeElement)) break;
    await press(page, 'ArrowDown', 'the menu');
  }
  await expect(saveVibe).toBeFocused();
  await press(page, 'Enter', 'Save Vibe');
  await expect(more).toBeFocused();
  const card = page.getByRole('region', { name: 'Your saved vibe' });
  await expect(card).toBeVisible();

  // Discover: opens, is walked, and Escape gives focus back to its button.
  const discover = button(page, 'Discover vibes');
  await tabTo(page, discover, { back: true });
  await press(page, 'Enter', 'Discover vibes');
  const discoverDialog = page.getByRole('dialog', { name: /Discover/ });
  await expect(discoverDialog).toBeVisible();
  await expect(discoverDialog.locator(':focus')).toHaveCount(1);
  await press(page, 'Tab', 'in Discover');
  await press(page, 'Shift+Tab', 'in Discover');
  await press(page, 'Escape', 'closing Discover');
  await expect(discover).toBeFocused();

  // A comment on the saved vibe; closing the comments returns focus to their button.
  const comments = card.getByRole('button', { name: /^Comments on / });
  await tabTo(page, comments, { limit: 250 });
  await press(page, 'Enter', 'Comments');
  const field = page.getByLabel('Add a comment');
  await tabTo(page, field);
  await page.keyboard.type('Perfect for a grey morning.');
  await tabTo(page, button(page, 'Send'));
  await press(page, 'Enter', 'Send');
  await expect(page.getByRole('dialog').getByText('Perfect for a grey morning.')).toBeVisible();
  await expectFocusShown(page, 'the comment was sent');
  await press(page, 'Escape', 'closing the comments');
  await expect(comments).toBeFocused();

  // Sign out: asked first; afterwards focus waits on Login.
  const signOut = button(page, 'Sign out');
  await tabTo(page, signOut, { back: true, limit: 250 });
  await press(page, 'Enter', 'Sign out');
  const confirm = page.getByRole('dialog', { name: 'Sign out of Moodtape?' });
  await tabTo(page, confirm.getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(button(page, 'Login')).toBeFocused();
  await expectFocusShown(page, 'signing out');
});

// Tabs from the top of the page to its end, collecting every stop's problems.
async function tabThroughPage(page: Page) {
  // Shift+Tab from the first stop (the skip link) leaves the page: the next Tab starts at its top.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Shift+Tab');
  const problems: string[] = [];
  let stops = 0;
  for (; stops < 400; stops += 1) {
    await page.keyboard.press('Tab');
    // Past the last stop the browser's own controls take focus: the page is done.
    if (stops > 0 && (await page.evaluate(() => document.activeElement === document.body))) break;
    problems.push(...(await settledFocusProblems(page)));
  }
  return { problems, stops };
}

async function fullResult(page: Page) {
  await signIn(page);
  await generate(page);
  for (const name of [
    'Related Music Videos',
    'Matching Vibes',
    'Related Content',
    'Related Shorts',
    'Movie Suggestions',
    'TV Show Suggestions',
    'Activity Suggestions',
    'Creator Suggestions',
  ]) {
    const region = page.getByRole('region', { name, exact: true });
    await expect(region.getByRole('listitem').first()).toBeVisible();
  }
  // A track playing, so the playback bar is there to cover things.
  await trackRows(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Player' })
      .getByRole('button', { name: 'Pause', exact: true }),
  ).toBeVisible();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('tabbing through a full result page, every stop is shown and in sight', async ({
      page,
    }) => {
      // Over a hundred stops, each looked at; a failing page reports all of them at once.
      test.setTimeout(180_000);
      await fullResult(page);
      const { problems, stops } = await tabThroughPage(page);
      expect(problems).toEqual([]);
      expect(stops).toBeGreaterThan(60);
    });
  });
}

test.describe('390x844, player minimized', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('tabbing through a full result page, the minimized player covers no stop', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await fullResult(page);
    await button(page, 'Minimize player').click();
    await expect(button(page, /^Show player/)).toBeVisible();
    const { problems, stops } = await tabThroughPage(page);
    expect(problems).toEqual([]);
    expect(stops).toBeGreaterThan(60);
  });
});

test('removing a track by keyboard keeps the place: focus moves to the next Remove', async ({
  page,
}) => {
  await signIn(page);
  await generate(page);
  const third = trackRows(page).nth(2);
  const fourthRemove = trackRows(page)
    .nth(3)
    .getByRole('button', { name: /^Remove / });
  const next = (await fourthRemove.getAttribute('aria-label')) ?? '';
  await tabTo(page, third.getByRole('button', { name: /^Remove / }));
  await press(page, 'Enter', 'Remove');
  await expect(third.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
  await press(page, 'Enter', 'confirming Remove');
  await expect(trackRows(page)).toHaveCount(19);
  await expect(page.getByRole('button', { name: next, exact: true })).toBeFocused();
  await expectFocusShown(page, 'the track was removed');
});

test('the skip link takes the keyboard past the tracks', async ({ page }) => {
  await fullResult(page);
  const skip = page.getByRole('link', { name: 'Skip past the tracks' });
  await page.locator('#playlist-title').focus();
  await tabTo(page, skip);
  await press(page, 'Enter', 'Skip past the tracks');
  await page.keyboard.press('Tab');
  await expect(button(page, 'Add More Songs')).toBeFocused();
  await expectFocusShown(page, 'Tab after the skip link');
});
