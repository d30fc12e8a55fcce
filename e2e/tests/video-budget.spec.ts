// Issue 14, AMENDMENTS A5: a video platform project gets about 100 searches a day. A
// generation spends at most one search a section (docs/decisions/014), and a reload of the
// page, with an unsaved playlist or a loaded saved vibe, asks neither the AI nor the video
// services again: what surrounds the playlist comes back from what the page or the vibe kept.
import type { APIRequestContext, Page } from '@playwright/test';
import { CONTROL_HEADERS } from '../emulator-control';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { generate } from './player-helpers';

const AI_PATHS = ['/api/generate-video-queries', '/api/more-internet-suggestions'];
const SECTIONS = [
  ['Related Music Videos', 2],
  ['Matching Vibes', 2],
  ['Related Content', 2],
  ['Related Shorts', 4],
  ['Movie Suggestions', 3],
  ['Creator Suggestions', 2],
] as const;

type Stats = { youtube: number; invidious: number };

async function searches(request: APIRequestContext): Promise<Stats> {
  const count = async (name: string) => {
    const response = await request.get(`/emulators/${name}/__control/stats`, {
      headers: CONTROL_HEADERS,
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { searchRequests: number }).searchRequests;
  };
  return { youtube: await count('youtube'), invidious: await count('invidious') };
}

// The AI calls and video searches the page makes from now on.
function watchCalls(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (AI_PATHS.includes(pathname) || pathname === '/api/search/videos') asked.push(pathname);
  });
  return asked;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

// Every section shows its collapsed count, and the suggestions their pictures.
async function settled(page: Page): Promise<string[]> {
  for (const [name, collapsed] of SECTIONS) {
    await expect(region(page, name).getByRole('listitem')).toHaveCount(collapsed);
  }
  await expect(region(page, 'Movie Suggestions').locator('img').first()).toBeVisible();
  return region(page, 'Related Music Videos')
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
}

test.beforeEach(async ({ request }) => {
  for (const name of ['youtube', 'invidious']) {
    const reset = await request.post(`/emulators/${name}/__control/reset`, {
      headers: CONTROL_HEADERS,
    });
    expect(reset.ok()).toBe(true);
  }
});

test('a generation spends at most 4 searches, and a reload none, nor any AI call', async ({
  page,
  request,
}) => {
  await signIn(page);
  await generate(page, `harbour fog ${Date.now().toString(36)}, gulls and a slow ferry`);
  const shown = await settled(page);
  // The page keeps what surrounds the playlist once the suggestions have their pictures.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('current_playlist_around') ?? ''))
    .toContain('"movies"');
  const spent = await searches(request);
  expect(spent.youtube).toBeGreaterThan(0);
  expect(spent.youtube).toBeLessThanOrEqual(4);

  const asked = watchCalls(page);
  await page.reload();
  const again = await settled(page);
  expect(asked).toEqual([]);
  expect(await searches(request)).toEqual(spent);
  expect(again).toEqual(shown);
});

test('loading a saved vibe and reloading it ask neither the AI nor the video services', async ({
  page,
  request,
}) => {
  await signIn(page);
  const name = `Ferry ${Date.now().toString(36)}`;
  await generate(page, `${name} at dusk, lanterns on the water`);
  await settled(page);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Save Vibe' }).click();
  await expect(page.getByText('Vibe saved successfully!')).toBeVisible();
  const spent = await searches(request);

  const asked = watchCalls(page);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Show Saved Vibes' }).click();
  await page
    .getByRole('button', { name: /^Load vibe / })
    .first()
    .click();
  const shown = await settled(page);
  await page.reload();
  expect(await settled(page)).toEqual(shown);
  expect(asked).toEqual([]);
  expect(await searches(request)).toEqual(spent);
});
