// Spec 4 Playback in the browser, against the Spotify emulator's Web Playback SDK: play,
// progress, pause and resume, next and previous wrapping, a track that ends, seeking by
// pointer and keyboard, and a reload that resumes the saved track.
import { expect, test } from './fixtures';
import { resetEmulator, signIn, trackRows, trackTitles } from './helpers';
import {
  expectPlaying,
  generate,
  player,
  position,
  seekSlider,
  spotifyPlayback,
} from './player-helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('plays, pauses and resumes at the same position; next and previous wrap around', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await generate(page);
  const titles = await trackTitles(page);
  const first = titles[0]!;
  const last = titles.at(-1)!;

  await page.getByRole('button', { name: `Play ${first}`, exact: true }).click();
  await expectPlaying(page, first);
  await expect(page.getByRole('button', { name: `Pause ${first}`, exact: true })).toBeVisible();
  await expect(trackRows(page).first().getByRole('progressbar')).toBeVisible();

  // Progress moves, about a second per second.
  await expect.poll(() => position(page), { timeout: 5000 }).toBeGreaterThanOrEqual(2);

  // Pause: the position holds, in the bar and on Spotify.
  await player(page).getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect.poll(async () => (await spotifyPlayback(page))?.is_playing).toBe(false);
  const pausedAt = await position(page);
  await page.waitForTimeout(2000);
  expect(await position(page)).toBe(pausedAt);
  const spotifyPausedAt = (await spotifyPlayback(page))!.progress_ms;

  // Resume: the same track, from where it was paused.
  await player(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expectPlaying(page, first);
  const resumed = await spotifyPlayback(page);
  expect(resumed!.progress_ms).toBeGreaterThanOrEqual(spotifyPausedAt);
  expect(resumed!.progress_ms).toBeLessThan(spotifyPausedAt + 3000);

  // Previous from the first wraps to the last; next from there wraps to the first.
  await player(page).getByRole('button', { name: 'Previous track' }).click();
  await expectPlaying(page, last);
  await player(page).getByRole('button', { name: 'Next track' }).click();
  await expectPlaying(page, first);
  await player(page).getByRole('button', { name: 'Next track' }).click();
  await expectPlaying(page, titles[1]!);

  // The track's own button pauses it (spec 4: play on the current track pauses).
  await page.getByRole('button', { name: `Pause ${titles[1]}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Play ${titles[1]}`, exact: true })).toBeVisible();
  await expect.poll(async () => (await spotifyPlayback(page))?.is_playing).toBe(false);
});

test('seeks by pointer and by keyboard; a track that ends starts the next', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await generate(page);
  const titles = await trackTitles(page);
  await page.getByRole('button', { name: `Play ${titles[0]}`, exact: true }).click();
  await expectPlaying(page, titles[0]!);

  const slider = seekSlider(page);
  const duration = Number(await slider.getAttribute('aria-valuemax'));
  expect(duration).toBeGreaterThan(100);

  // Pointer: a click at the middle of the bar.
  const box = (await slider.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect
    .poll(async () => (await spotifyPlayback(page))!.progress_ms / 1000)
    .toBeGreaterThanOrEqual(duration / 2 - 3);
  expect(Math.abs((await position(page)) - duration / 2)).toBeLessThan(4);

  // Keyboard: two steps of 5 s forward, one back.
  const before = await position(page);
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(async () => (await spotifyPlayback(page))!.progress_ms / 1000)
    .toBeGreaterThanOrEqual(before + 5);
  await expect(slider).toHaveAttribute('aria-valuetext', /^\d\d:\d\d of \d\d:\d\d$/);

  // Near the end, the track finishes and the next one starts by itself.
  await slider.press('End');
  await page.keyboard.press('ArrowLeft');
  await expectPlaying(page, titles[1]!);
  expect(await position(page)).toBeLessThan(5);
});

test('a reload resumes the saved track at the saved position', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await generate(page);
  const titles = await trackTitles(page);
  await page.getByRole('button', { name: `Play ${titles[2]}`, exact: true }).click();
  await expectPlaying(page, titles[2]!);
  const slider = seekSlider(page);
  await slider.focus();
  await slider.press('PageUp');
  // The seek has reached Spotify (the slider shows it before it is sent).
  await expect
    .poll(async () => (await spotifyPlayback(page))!.progress_ms)
    .toBeGreaterThanOrEqual(30_000);
  const savedAt = await position(page);

  await page.reload();
  await expect(page.getByText('Found 20 playable songs')).toBeVisible();
  expect(await trackTitles(page)).toEqual(titles);
  await expectPlaying(page, titles[2]!);
  const resumed = (await spotifyPlayback(page))!;
  expect(resumed.progress_ms / 1000).toBeGreaterThanOrEqual(savedAt - 1);
  expect(resumed.progress_ms / 1000).toBeLessThan(savedAt + 8);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('last_track_index'),
      localStorage.getItem('spotify_token'),
    ]),
  ).toEqual(['2', null]);
});

test('the operating system sees what plays (Media Session)', async ({ page }) => {
  await signIn(page);
  await generate(page);
  const [first] = await trackTitles(page);
  await page.getByRole('button', { name: `Play ${first}`, exact: true }).click();
  await expectPlaying(page, first!);
  const session = await page.evaluate(() => ({
    title: navigator.mediaSession.metadata?.title,
    state: navigator.mediaSession.playbackState,
  }));
  expect(session).toEqual({ title: first, state: 'playing' });
});

test('signing out disconnects the player (spec 4 Sign-out)', async ({ page }) => {
  await signIn(page);
  await generate(page);
  const [first] = await trackTitles(page);
  await page.getByRole('button', { name: `Play ${first}`, exact: true }).click();
  await expectPlaying(page, first!);
  const { access_token } = (await (await page.request.get('/api/auth/token')).json()) as {
    access_token: string;
  };
  const devices = async () => {
    const res = await page.request.get('/emulators/spotify/api/v1/me/player/devices', {
      headers: { authorization: `Bearer ${access_token}` },
    });
    return ((await res.json()) as { devices: unknown[] }).devices.length;
  };
  expect(await devices()).toBe(1);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out of Moodtape?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(devices).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('current_playlist'))).toBeNull();
});
