// What the playback tests look at: the playback bar as a person sees it, and what the
// Spotify emulator says is playing on the account (the truth behind the bar).
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { CONTROL_HEADERS } from '../emulator-control';

export const player = (page: Page) => page.getByRole('region', { name: 'Player' });
export const seekSlider = (page: Page) => player(page).getByRole('slider', { name: 'Seek' });

export async function generate(page: Page, prompt = 'rainy sunday morning, coffee, slow start') {
  await page.getByLabel('Describe your mood').fill(prompt);
  await page.getByRole('button', { name: 'Generate Playlist' }).click();
  await expect(page.getByText('Found 20 playable songs')).toBeVisible();
}

// Seconds into the current track, as the seek slider says.
export async function position(page: Page): Promise<number> {
  return Number(await seekSlider(page).getAttribute('aria-valuenow'));
}

type SpotifyPlayback = {
  is_playing: boolean;
  progress_ms: number;
  device: { id: string; name: string };
  item: { id: string; name: string; uri: string; linked_from?: { id: string; uri: string } };
};

// GET /v1/me/player on the emulator, with the signed-in person's token.
export async function spotifyPlayback(page: Page): Promise<SpotifyPlayback | null> {
  const token = await page.request.get('/api/auth/token');
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await page.request.get('/emulators/spotify/api/v1/me/player', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  if (res.status() === 204) return null;
  return (await res.json()) as SpotifyPlayback;
}

export async function expectPlaying(page: Page, title: string) {
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(player(page)).toContainText(title);
  await expect.poll(async () => (await spotifyPlayback(page))?.item.name).toBe(title);
}

// Another Spotify app of the account (a phone) takes the playback, as Spotify Connect does.
export async function playOnAnotherDevice(request: APIRequestContext, user = 'ava.rivers') {
  const response = await request.post('/emulators/spotify/__control/transfer-playback', {
    data: { user },
    headers: CONTROL_HEADERS,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// The Spotify track id a row links to.
export async function trackIdOf(page: Page, title: string): Promise<string> {
  const link = page.getByRole('link', { name: `Open ${title} on Spotify`, exact: true });
  const href = (await link.getAttribute('href')) ?? '';
  const id = /\/track\/([A-Za-z0-9]{22})$/.exec(href)?.[1];
  if (!id) throw new Error(`no Spotify link for ${title}: ${href}`);
  return id;
}
