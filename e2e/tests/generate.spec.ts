import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { resetEmulator, signIn, trackRows, trackTitles } from './helpers';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

test.beforeEach(async ({ request }) => resetEmulator(request));

test('a mood in words becomes a playlist whose tracks appear as they are found', async ({
  page,
}) => {
  await signIn(page);
  const generate = page.getByRole('button', { name: 'Generate Playlist' });
  await expect(generate).toBeDisabled();

  await page.getByLabel('Describe your mood').fill('rainy sunday morning, coffee, slow start');
  await generate.click();
  // The Generate button is disabled while it works: focus goes to the new playlist's title.
  await expect(page.locator('#playlist-title')).toBeFocused();

  await expect(page.getByText('Found 20 playable songs')).toBeVisible();
  await expect(trackRows(page)).toHaveCount(20);
  // From the title the keyboard can pass the 20 tracks at once.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip past the tracks' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add More Songs' })).toBeFocused();
  await expect(page.getByRole('link', { name: /^Open .* on Spotify$/ })).toHaveCount(20);
  const first = page.getByRole('link', { name: /^Open .* on Spotify$/ }).first();
  await expect(first).toHaveAttribute('href', /^https:\/\/open\.spotify\.com\/track\/\w+$/);
  await expect(page.getByRole('heading', { level: 2, name: /\w/ }).last()).not.toHaveText(
    'Your playlist',
  );

  // Remove asks first; Cancel keeps the track.
  const removeFirst = page.getByRole('button', { name: /^Remove / }).first();
  const removedTitle = ((await removeFirst.getAttribute('aria-label')) ?? '').replace(
    /^Remove /,
    '',
  );
  await removeFirst.click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(trackRows(page)).toHaveCount(20);
  await page.getByRole('button', { name: `Remove ${removedTitle}` }).click();
  await page
    .getByRole('group', { name: `Remove ${removedTitle}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(trackRows(page)).toHaveCount(19);
  await expect(page.getByText('Found 19 playable songs')).toBeVisible();

  // Extend adds only new songs.
  const before = await trackTitles(page);
  await page.getByRole('button', { name: 'Add More Songs' }).click();
  await page.getByRole('button', { name: 'Extend Playlist' }).click();
  await expect(trackRows(page)).toHaveCount(29);
  const after = await trackTitles(page);
  expect(after.slice(0, 19)).toEqual(before);
  const links = await page
    .getByRole('link', { name: /^Open .* on Spotify$/ })
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(links.length);

  // A specific song, or the spec's message when Spotify does not have it.
  const addSong = page.getByRole('button', { name: 'Add Song' });
  const songInput = page.getByPlaceholder('Enter song or artist...');
  await songInput.fill('   ');
  await expect(addSong).toBeDisabled();
  await songInput.fill('bohemian rhapsody queen');
  await addSong.click();
  await expect(trackRows(page)).toHaveCount(30);
  await expect(trackRows(page).last()).toContainText('Bohemian Rhapsody');
  await songInput.fill('Qwzxv Glorp by The Nonexistents');
  await addSong.click();
  const notFound = 'Could not find the suggested song on Spotify. Try another request.';
  // In the messages area, and under the field that asked, where the person is looking.
  await expect(page.getByRole('alert').getByText(notFound)).toBeVisible();
  await expect(songInput).toHaveAccessibleDescription(notFound);
  await expect(songInput).toHaveAttribute('aria-invalid', 'true');
  await expect(trackRows(page)).toHaveCount(30);
  // Changing the words takes the inline message back.
  await songInput.fill('Qwzxv Glorp');
  await expect(songInput).not.toHaveAttribute('aria-invalid', 'true');
});

test('a photo alone becomes a playlist, and a night photo differs from a beach photo', async ({
  page,
}) => {
  await signIn(page);
  const playlists: string[][] = [];
  for (const photo of ['night.jpg', 'beach.jpg']) {
    await page
      .getByRole('button', { name: /Add a photo|Hide photo/ })
      .first()
      .click();
    await page.getByLabel('Photo file').setInputFiles(path.join(FIXTURES, photo));
    await expect(page.getByRole('img', { name: 'Chosen for this playlist' })).toBeVisible();
    await page.getByRole('button', { name: 'Generate Playlist' }).click();
    await expect(page.getByText('Found 20 playable songs')).toBeVisible();
    await expect(trackRows(page)).toHaveCount(20);
    playlists.push(await trackTitles(page));
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('button', { name: 'Hide photo' }).click();
  }
  const [night, beach] = playlists as [string[], string[]];
  const shared = night.filter((title) => beach.includes(title));
  expect(shared.length).toBeLessThan(5);
});

test("a refused photo's message goes once another photo is accepted", async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('button', { name: /Add a photo/ })
    .first()
    .click();
  const file = page.getByLabel('Photo file');
  await file.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(16 * 1024 * 1024),
  });
  const refusal = page.getByText(/^Image is too large \(16\.00 MB\)/);
  await expect(refusal).toBeVisible();
  await file.setInputFiles(path.join(FIXTURES, 'beach.jpg'));
  await expect(page.getByRole('img', { name: 'Chosen for this playlist' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
});
