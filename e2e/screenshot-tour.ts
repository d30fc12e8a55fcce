// The states `npm run screenshots` pictures, in the order a person meets them: a visitor, the
// terms and Spotify's consent, an empty page, a photo, generating, a full result, playing,
// every dialog and menu, a saved vibe, someone else's vibe, and the errors of spec 8 that a
// person can run into. A state that cannot be reached is reported, and the tour goes on.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { CONTROL_HEADERS } from './emulator-control';

export const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

type Run = {
  base: string;
  out: string;
  label: string;
  viewport: { width: number; height: number };
};

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');

export async function tour(browser: Browser, run: Run): Promise<string[]> {
  const failures: string[] = [];
  const open = async () => {
    const context = await browser.newContext({
      baseURL: run.base,
      viewport: run.viewport,
      deviceScaleFactor: run.label === 'phone' ? 2 : 1,
    });
    return { context, page: await context.newPage() };
  };
  // Takes `name` once `reach` has brought the page there; `full` pictures the whole page.
  const state = async (page: Page, name: string, reach: () => Promise<unknown>, full = false) => {
    try {
      await reach();
      await page.waitForTimeout(250);
      await page.screenshot({
        path: path.join(run.out, `${name}-${run.label}.png`),
        fullPage: full,
      });
    } catch (error) {
      failures.push(`${name} (${run.label}): ${(error as Error).message.split('\n')[0]}`);
    }
  };
  const control = (body: Record<string, unknown>) =>
    fetch(`${run.base}/emulators/spotify/__control`, {
      method: 'POST',
      headers: { ...CONTROL_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await fetch(`${run.base}/emulators/spotify/__control/reset`, {
    method: 'POST',
    headers: CONTROL_HEADERS,
  });

  const { context, page } = await open();
  const vibeName = `Grey morning ${run.label}`;
  // Another mood on each width: songs looked up once are cached, and the phone's "generating"
  // would otherwise show them all found at once.
  const mood =
    run.label === 'phone'
      ? 'late autumn evening, tea by the window'
      : 'rainy sunday morning, coffee, slow start';
  await visitorToResult(page, state, control, mood);
  await resultDialogs(page, state);
  await vibes(page, state, vibeName);
  await someoneElse(open, state, vibeName);
  await errors(open, state, control);
  await state(page, 'sign-out', () => page.getByRole('button', { name: 'Sign out' }).click());
  await context.close();
  return failures;
}

type State = (
  page: Page,
  name: string,
  reach: () => Promise<unknown>,
  full?: boolean,
) => Promise<void>;
type Control = (body: Record<string, unknown>) => Promise<Response>;
type Open = () => Promise<{ context: { close(): Promise<void> }; page: Page }>;

const menu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

async function signIn(page: Page, state: State | null, account = 'Ava Rivers (Premium)') {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Agree & Continue' }).click();
  await page.getByRole('button', { name: 'Login with Spotify' }).click();
  await page.getByRole('radio', { name: account }).check();
  if (state)
    await state(page, 'consent', () => page.getByRole('button', { name: 'Agree' }).waitFor());
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.getByRole('button', { name: /^Username / }).waitFor();
}

async function generate(page: Page, prompt: string) {
  await page.getByLabel('Describe your mood').fill(prompt);
  await page.getByRole('button', { name: 'Generate Playlist' }).click();
  await page.getByText(/^Found \d+ playable songs$/).waitFor();
}

async function visitorToResult(page: Page, state: State, control: Control, mood: string) {
  await state(page, 'signed-out', () => page.goto('/'));
  await state(page, 'terms', () =>
    page.getByRole('button', { name: 'Login', exact: true }).click(),
  );
  await page.keyboard.press('Escape');
  await signIn(page, state);
  await state(page, 'signed-in-empty', () => page.mouse.move(0, 0));
  // A fresh token: Refresh Connection still answers, with a tick.
  await state(page, 'connection-refreshed', () =>
    page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('button', { name: 'Refresh Connection' })
      .click(),
  );
  await state(page, 'photo-area', () => page.getByRole('button', { name: 'Add a photo' }).click());
  await state(page, 'photo-too-large', () =>
    page.getByLabel('Photo file').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(16 * 1024 * 1024),
    }),
  );
  await state(page, 'prompt', async () => {
    await page.getByLabel('Photo file').setInputFiles(path.join(FIXTURES, 'beach.jpg'));
    await page.getByRole('img', { name: 'Chosen for this playlist' }).waitFor();
    await page.getByLabel('Describe your mood').fill(mood);
  });
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await page.getByRole('button', { name: 'Hide photo' }).click();
  // Slow lookups, so that the page is caught with songs still arriving.
  await control({ searchDelayMs: 700 });
  await state(page, 'generating', async () => {
    await page.getByRole('button', { name: 'Generate Playlist' }).click();
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
  });
  await control({ searchDelayMs: 0 });
  await state(page, 'result', () => page.getByText(/^Found \d+ playable songs$/).waitFor());
  await state(
    page,
    'full-result',
    async () => {
      for (const name of ['Related Shorts', 'Creator Suggestions']) {
        await page
          .getByRole('region', { name, exact: true })
          .getByRole('listitem')
          .first()
          .waitFor();
      }
      for (let y = 0; y < 9000; y += 600) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(500);
    },
    true,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await state(page, 'skip-link', () =>
    page.getByRole('link', { name: 'Skip past the tracks' }).focus(),
  );
  await state(page, 'add-more-songs', () =>
    page.getByRole('button', { name: 'Add More Songs' }).click(),
  );
  await state(page, 'song-not-found', async () => {
    await page.getByPlaceholder('Enter song or artist...').fill('Qwzxv Glorp by The Nonexistents');
    await page.getByRole('button', { name: 'Add Song' }).click();
    await page.getByText('Could not find the suggested song on Spotify.').first().waitFor();
  });
  await page.getByRole('button', { name: 'Add More Songs' }).click();
  await state(page, 'playing', async () => {
    await page
      .getByRole('button', { name: /^Play / })
      .nth(1)
      .click();
    await page
      .getByRole('region', { name: 'Player' })
      .getByRole('button', { name: 'Pause' })
      .waitFor();
    await page.waitForTimeout(3000);
  });
  await state(page, 'playing-seek-hover', () => page.getByRole('slider', { name: 'Seek' }).hover());
  await state(page, 'player-minimized', async () => {
    await page.getByRole('button', { name: 'Minimize player' }).click();
    await page.waitForTimeout(300);
  });
  await page.getByRole('button', { name: 'Show player' }).click();
}

async function resultDialogs(page: Page, state: State) {
  await state(page, 'remove-confirm', () =>
    page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click(),
  );
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await state(page, 'menu', () => page.getByRole('button', { name: 'More options' }).click());
  await page.keyboard.press('Escape');
  await state(page, 'username', async () => {
    await menu(page, 'Change username');
    await page.getByRole('dialog').getByLabel('Username', { exact: true }).fill('night_owl');
    await page.getByText(/is available|taken/).waitFor();
  });
  await page.keyboard.press('Escape');
  await state(page, 'section-settings', () =>
    page.getByRole('button', { name: 'Section settings: Related Music Videos' }).click(),
  );
  await page.keyboard.press('Escape');
  await state(page, 'shorts-viewer', async () => {
    const shorts = page.getByRole('region', { name: 'Related Shorts', exact: true });
    await shorts.getByRole('listitem').first().getByRole('button').first().click();
    await page.getByRole('button', { name: 'Next short' }).waitFor();
  });
  await page.keyboard.press('Escape');
}

async function vibes(page: Page, state: State, vibeName: string) {
  await menu(page, 'Save Vibe');
  const card = page.getByRole('region', { name: 'Your saved vibe' });
  await card.waitFor();
  await state(page, 'vibe-saved', () => page.getByText('Vibe saved successfully!').waitFor());
  await page.getByRole('button', { name: 'Rename vibe' }).click();
  await page.getByLabel('Vibe name').fill(vibeName);
  await page.getByLabel('Vibe name').press('Enter');
  await card.getByRole('switch', { name: 'Public' }).click();
  await state(page, 'vibe-card', () => card.scrollIntoViewIfNeeded());
  await state(page, 'saved-vibes', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu(page, 'Show Saved Vibes');
    await page.getByRole('list', { name: 'Saved vibes' }).waitFor();
  });
  await state(page, 'saved-vibes-menu', () =>
    page.getByRole('button', { name: 'More options' }).click(),
  );
  await page.keyboard.press('Escape');
  await state(page, 'comments', async () => {
    await card.getByRole('button', { name: /^Comments on / }).click();
    await page
      .getByLabel('Add a comment')
      .fill('Perfect for a grey morning. The third song is it.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Perfect for a grey morning.', { exact: false }).first().waitFor();
  });
  await page.keyboard.press('Escape');
  await state(page, 'discover', async () => {
    await page.getByRole('button', { name: 'Discover vibes' }).click();
    await page.getByRole('list', { name: 'Public vibes' }).getByRole('listitem').first().waitFor();
  });
  await page.keyboard.press('Escape');
}

// Kai opens Ava's public vibe from Discover.
async function someoneElse(open: Open, state: State, vibeName: string) {
  const { context, page } = await open();
  await signIn(page, null, 'Kai Moreno (Premium)');
  await page.getByRole('button', { name: 'Discover vibes' }).click();
  await page.getByRole('searchbox', { name: 'Search public vibes' }).fill(vibeName);
  await state(page, 'someone-elses-vibe', async () => {
    await page.getByRole('button', { name: `Open ${vibeName}` }).click();
    await page.getByText(/^Found \d+ playable songs$/).waitFor();
  });
  await context.close();
}

async function errors(open: Open, state: State, control: Control) {
  // A token that lives 20 seconds and cannot be refreshed: the alerts of spec 4, then a failed
  // Refresh Connection.
  await control({ tokenLifetimeSeconds: 20, faults: { refresh: { status: 503 } } });
  const ava = await open();
  await signIn(ava.page, null);
  await state(ava.page, 'token-expiring', () =>
    ava.page.getByText('Spotify session ending soon').first().waitFor(),
  );
  await state(ava.page, 'token-expired', () =>
    ava.page
      .getByText(/Spotify session expired/)
      .first()
      .waitFor({ timeout: 30_000 }),
  );
  await state(ava.page, 'refresh-failed', async () => {
    await ava.page.getByRole('button', { name: 'Refresh Connection' }).first().click();
    await ava.page
      .getByText(/^Failed to refresh connection/)
      .first()
      .waitFor({ timeout: 20_000 });
  });
  await ava.context.close();
  await control({ tokenLifetimeSeconds: 3600, faults: { refresh: null } });

  // A free account cannot play in the browser.
  const sam = await open();
  await signIn(sam.page, null, 'Sam Lee (Free)');
  await generate(sam.page, 'late night drive, city lights');
  await state(sam.page, 'premium-needed', async () => {
    await sam.page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await sam.page
      .getByText(/Spotify Premium/)
      .first()
      .waitFor();
  });
  await sam.context.close();
}
