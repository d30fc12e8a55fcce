// Issue: vibes from one person to another. Ava saves, renames and publishes a vibe; Kai
// finds it in Discover, comments, saves it and takes his copy to Spotify; Ava sees the
// comment and the save, and Kai cannot change Ava's vibe.
import type { Page } from '@playwright/test';
import { CONTROL_HEADERS } from '../emulator-control';
import { expect, test } from './fixtures';
import { ACCOUNTS, resetEmulator, signIn } from './helpers';
import { generate } from './player-helpers';

// What the lists answer (a summary) and what opening one answers (the whole vibe).
type VibeSummary = { id: string; name: string; track_count: number };
type Vibe = VibeSummary & { playlist_data: { tracks: { spotifyUri: string | null }[] } };

async function menu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const vibeCard = (page: Page) => page.getByRole('region', { name: 'Your saved vibe' });

async function myVibes(page: Page): Promise<VibeSummary[]> {
  const response = await page.request.get('/api/vibes');
  expect(response.ok()).toBe(true);
  return (await response.json()) as VibeSummary[];
}

async function wholeVibe(page: Page, id: string): Promise<Vibe> {
  const response = await page.request.get(`/api/vibes/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Vibe;
}

test('a vibe travels from Ava to Kai and into Kai’s Spotify', async ({
  page,
  anotherPage,
  request,
}) => {
  test.setTimeout(120_000);
  await resetEmulator(request);
  // A word no other run has used, so Discover finds exactly this vibe.
  const tag = `tangerine${Date.now().toString(36)}`;
  const prompt = `${tag} sunrise, slow coffee on the balcony`;
  // Markup in a name must show as the text it is (an <img> here would also fetch "x").
  const name = `Slow ${tag} <img src=x onerror=alert(1)>`;

  // Ava: generate, save, rename, publish.
  await signIn(page, ACCOUNTS.ava);
  await generate(page, prompt);
  await menu(page, 'Save Vibe');
  await expect(page.getByText('Vibe saved successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Rename vibe' }).click();
  await page.getByLabel('Vibe name').fill(name);
  await page.getByLabel('Vibe name').press('Enter');
  await expect(vibeCard(page).getByRole('heading', { name })).toBeVisible();
  const publicSwitch = page.getByRole('switch', { name: 'Public' });
  await publicSwitch.click();
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'true');
  const avaVibe = (await myVibes(page)).find((v) => v.name === name);
  expect(avaVibe).toBeDefined();
  await expect
    .poll(async () => (await page.request.get(`/api/vibes/${avaVibe!.id}`)).status())
    .toBe(200);

  // Ava's saved vibes are on show, none of them saved by anyone yet.
  await menu(page, 'Show Saved Vibes');
  // Her other vibes (from other tests) are in the carousel too: only this one counts.
  const avaCarousel = page
    .getByRole('list', { name: 'Saved vibes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Load vibe ${name}` }) });
  await expect(avaCarousel.getByRole('img', { name: 'Saved 0 times' })).toBeVisible();

  // Ava keeps the conversation open while Kai arrives.
  await page.getByRole('button', { name: `Comments on ${name}` }).click();
  const avaComments = page.getByRole('dialog', { name: `Vibe Check: ${name}` });
  await expect(avaComments).toBeVisible();

  // Kai: find it by a word of its prompt, comment, save it.
  const kai = await anotherPage();
  await signIn(kai, ACCOUNTS.kai);
  await kai.getByRole('button', { name: 'Discover vibes' }).click();
  const discover = kai.getByRole('dialog', { name: 'Discover Vibes' });
  await discover.getByRole('searchbox', { name: 'Search public vibes' }).fill(tag);
  const results = discover.getByRole('list', { name: 'Public vibes' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.first().getByText(name, { exact: true })).toBeVisible();
  await results
    .first()
    .getByRole('button', { name: `Comments on ${name}` })
    .click();
  const kaiComments = kai.getByRole('dialog', { name: `Vibe Check: ${name}` });
  const comment = `Perfect for a slow start ${tag}`;
  await kaiComments.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
  await kaiComments.getByRole('button', { name: 'Send' }).click();
  await expect(kaiComments.getByText(comment)).toBeVisible();
  await kai.keyboard.press('Escape');
  await expect(kaiComments).toBeHidden();
  await discover.getByRole('button', { name: `Save ${name}` }).click();
  await expect(discover.getByRole('button', { name: `Saved ${name}` })).toBeDisabled();
  await kai.keyboard.press('Escape');

  // Ava sees Kai's comment within one polling period (10 s), and cannot delete it.
  await expect(avaComments.getByText(comment)).toBeVisible({ timeout: 12_000 });
  await avaComments.getByText(comment).click();
  await expect(avaComments.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Loading it again, her card and her carousel agree on Kai's save.
  await avaCarousel.getByRole('button', { name: `Load vibe ${name}` }).click();
  await expect(vibeCard(page).getByRole('img', { name: 'Saved 1 time' })).toBeVisible();
  await expect(avaCarousel.getByRole('img', { name: 'Saved 1 time' })).toBeVisible();
  await expect(avaCarousel.getByRole('img', { name: 'Saved 0 times' })).toHaveCount(0);
  // Her badge counts Kai's save.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Saved 1 time' })).toBeVisible();

  // Kai loads his copy from his saved vibes and saves it to Spotify.
  await menu(kai, 'Show Saved Vibes');
  await kai.getByRole('button', { name: `Load vibe ${name}` }).click();
  await expect(vibeCard(kai).getByRole('heading', { name })).toBeVisible();
  await menu(kai, 'Save to Spotify');
  const copy = await wholeVibe(kai, (await myVibes(kai)).find((v) => v.name === name)!.id);
  const uris = copy.playlist_data.tracks.flatMap((t) => (t.spotifyUri ? [t.spotifyUri] : []));
  await expect(
    kai.getByText(`Playlist saved successfully with ${uris.length} tracks!`),
  ).toBeVisible();
  const held = await request.get('/emulators/spotify/__control/playlists?user=kai.moreno', {
    headers: CONTROL_HEADERS,
  });
  const { playlists } = (await held.json()) as {
    playlists: { name: string; public: boolean; description: string; uris: string[] }[];
  };
  expect(playlists).toHaveLength(1);
  expect(playlists[0]).toMatchObject({
    name,
    public: false,
    description: `Generated by Moodtape: ${prompt.replace(',', '')}`,
    uris,
  });

  // Kai cannot rename or delete Ava's vibe, even by calling the API himself.
  const rename = await kai.request.patch(`/api/vibes/${avaVibe!.id}`, {
    data: { name: 'Mine now' },
  });
  expect(rename.status()).toBe(403);
  const remove = await kai.request.delete(`/api/vibes/${avaVibe!.id}`);
  expect(remove.status()).toBe(403);
  expect((await page.request.get(`/api/vibes/${avaVibe!.id}`)).ok()).toBe(true);
  expect((await myVibes(page)).find((v) => v.id === avaVibe!.id)?.name).toBe(name);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an opened vibe comes into view with focus on its name', async ({ page, request }) => {
    await resetEmulator(request);
    const tag = `juniper${Date.now().toString(36)}`;
    await signIn(page, ACCOUNTS.kai);
    await generate(page, `${tag} evening walk by the river`);
    await menu(page, 'Save Vibe');
    await vibeCard(page).getByRole('switch', { name: 'Public' }).click();
    const name = (await vibeCard(page).getByRole('heading').textContent()) ?? '';

    // A new playlist replaces it; the vibe comes back from Discover, far below its button.
    await generate(page, 'loud gym session');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Discover vibes' }).click();
    const discover = page.getByRole('dialog', { name: 'Discover Vibes' });
    await discover.getByRole('searchbox', { name: 'Search public vibes' }).fill(tag);
    await discover.getByRole('button', { name: `Open ${name}` }).click();
    const heading = vibeCard(page).getByRole('heading', { name });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    // And from the carousel of saved vibes.
    await generate(page, 'loud gym session');
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu(page, 'Show Saved Vibes');
    await page.getByRole('button', { name: `Load vibe ${name}` }).click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});
