// The player where the real Web Playback SDK and Web API surprise a page, through the
// emulator's switches: a relinked track, playback taken by another Spotify app, a device the
// Web API knows only a moment after `ready`, and a browser that blocks autoplay.
import { expect, test } from './fixtures';
import { emulatorControl, resetEmulator, signIn, trackTitles } from './helpers';
import {
  expectPlaying,
  generate,
  playOnAnotherDevice,
  player,
  position,
  spotifyPlayback,
  trackIdOf,
} from './player-helpers';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('a relinked track plays as itself: no "stopped elsewhere", next and previous work', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await generate(page);
  const titles = await trackTitles(page);
  const first = titles[0]!;
  const id = await trackIdOf(page, first);
  await emulatorControl(request, { player: { relinkTracks: [id] } });

  await page.getByRole('button', { name: `Play ${first}`, exact: true }).click();
  await expectPlaying(page, first);
  const playing = (await spotifyPlayback(page))!;
  expect(playing.item.linked_from).toMatchObject({ id, uri: `spotify:track:${id}` });
  expect(playing.item.id).not.toBe(id);

  // Well past the page's 2 s of grace after a command, the track still plays here.
  await page.waitForTimeout(4000);
  await expect(page.getByRole('button', { name: `Pause ${first}`, exact: true })).toBeVisible();
  expect(await position(page)).toBeGreaterThanOrEqual(3);
  expect((await spotifyPlayback(page))!.is_playing).toBe(true);

  await player(page).getByRole('button', { name: 'Next track' }).click();
  await expectPlaying(page, titles[1]!);
  await player(page).getByRole('button', { name: 'Previous track' }).click();
  await expectPlaying(page, first);
  await page.waitForTimeout(3000);
  await expect(page.getByRole('button', { name: `Pause ${first}`, exact: true })).toBeVisible();
});

test('another Spotify app takes the playback; "Play here" takes it back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await generate(page);
  const titles = await trackTitles(page);
  await page.getByRole('button', { name: `Play ${titles[0]}`, exact: true }).click();
  await expectPlaying(page, titles[0]!);

  await playOnAnotherDevice(request);
  const notice = player(page).getByRole('status');
  await expect(notice).toContainText('Playing on another device');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const elsewhere = (await spotifyPlayback(page))!;
  expect(elsewhere).toMatchObject({ is_playing: true, device: { name: "Ava's phone" } });
  const stoppedAt = await position(page);
  await page.waitForTimeout(1500);
  expect(await position(page)).toBe(stoppedAt);

  await notice.getByRole('button', { name: 'Play here' }).click();
  await expectPlaying(page, titles[0]!);
  await expect(notice).toBeHidden();
  const back = (await spotifyPlayback(page))!;
  expect(back).toMatchObject({ is_playing: true, device: { name: 'Moodtape Web Player' } });
  // Where the other app had got to, not where this page stopped showing it.
  await expect.poll(() => position(page)).toBeGreaterThanOrEqual(stoppedAt + 1);
});

test.describe('a device the Web API does not know yet', () => {
  test.use({ expectedProblems: [/Failed to load resource: .* status of 409/] });

  test('a play refused right after ready succeeds on the retry a second later', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await emulatorControl(request, { player: { deviceVisibilityDelayMs: 800 } });
    await signIn(page);
    // The SDK's registration waits for the click, so that the play comes right after ready.
    let release: () => void = () => undefined;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/emulators/spotify/sdk/v1/devices', async (route) => {
      if (route.request().method() === 'POST') await clicked;
      await route.continue();
    });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/player/play')) answers.push(response.status());
    });
    await generate(page);
    const titles = await trackTitles(page);
    await page.getByRole('button', { name: `Play ${titles[0]}`, exact: true }).click();
    release();
    await expectPlaying(page, titles[0]!);
    expect(answers).toEqual([409, 204]);
    await expect(page.getByText('Spotify player not ready')).toBeHidden();
  });
});

test('the browser blocks autoplay after a reload; a click on Play starts the track', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await emulatorControl(request, { player: { autoplayBlocked: true } });
  await signIn(page);
  await generate(page);
  const titles = await trackTitles(page);
  // A click unlocks audio (the SDK's activateElement), so this plays.
  await page.getByRole('button', { name: `Play ${titles[1]}`, exact: true }).click();
  await expectPlaying(page, titles[1]!);

  // After a reload the saved track resumes by itself, without a click: the browser refuses.
  await page.reload();
  await expect(page.getByText('Found 20 playable songs')).toBeVisible();
  const notice = player(page).getByRole('status');
  await expect(notice).toContainText('Your browser blocked autoplay — press Play to start');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect((await spotifyPlayback(page))!.is_playing).toBe(false);

  await notice.getByRole('button', { name: 'Start playing' }).click();
  await expectPlaying(page, titles[1]!);
  await expect(notice).toBeHidden();
});
