// The theme in the More options menu (spec 2): Theme Intensity (spec 9: 0 to 1, step 0.01,
// default 0.26), Mute / Unmute Theme, and Regenerate Theme (spec 5: needs a description;
// spec 8: "Failed to generate theme"). Intensity and mute survive a reload.
import { MESSAGES } from '@moodtape/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAroundPage, themeLayer } from '../../../test/around';
import { fakeServer, sessionRoute } from '../../../test/fake-server';

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
}
const slider = () => screen.getByRole('slider', { name: 'Theme Intensity' }) as HTMLInputElement;
const generateButton = () =>
  screen.getByRole('button', { name: 'Generate Theme' }) as HTMLButtonElement;

describe('theme controls', () => {
  it('sets the intensity from 0 to 1 in steps of 0.01, 0.26 at first, and keeps it', async () => {
    fakeServer({ ...sessionRoute });
    const first = renderAroundPage();
    await openMenu();
    expect(slider().value).toBe('0.26');
    expect([slider().min, slider().max, slider().step]).toEqual(['0', '1', '0.01']);
    expect(screen.getByText('0.26', { selector: 'output' })).toBeTruthy();
    // lib/wash.ts: the layer shows at the square root of the intensity.
    expect(themeLayer()?.style.opacity).toBe('0.51');

    fireEvent.change(slider(), { target: { value: '0.8' } });
    expect(themeLayer()?.style.opacity).toBe('0.894');
    expect(screen.getByText('0.80', { selector: 'output' })).toBeTruthy();
    first.unmount();

    renderAroundPage();
    await openMenu();
    expect(slider().value).toBe('0.8');
  });

  it('mutes the theme back to the neutral dark, and unmutes it', async () => {
    fakeServer({ ...sessionRoute });
    renderAroundPage();
    expect(themeLayer()).not.toBeNull();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mute Theme' }));
    expect(themeLayer()).toBeNull();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unmute Theme' }));
    expect(themeLayer()).not.toBeNull();
  });

  it('generates a theme only from a description, and applies it', async () => {
    const { calls } = fakeServer({
      ...sessionRoute,
      'POST /api/regenerate-theme': () => ({
        body: { gradient: 'linear-gradient(90deg, #1e1b4b, #052e16)' },
      }),
    });
    renderAroundPage();
    await openMenu();
    expect(generateButton().disabled).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Theme description' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(generateButton().disabled).toBe(true);
    fireEvent.change(input, { target: { value: ' misty forest ' } });
    fireEvent.click(generateButton());

    await waitFor(() => expect(themeLayer()?.dataset.themeLayer).toBe('vibe'));
    expect(themeLayer()?.style.backgroundImage).toContain(
      'linear-gradient(90deg, rgb(30, 27, 75), rgb(5, 46, 22))',
    );
    expect(calls.find((c) => c.path === '/api/regenerate-theme')?.body).toEqual({
      prompt: 'misty forest',
    });
  });

  it('says "Failed to generate theme" when the server fails or sends a gradient it cannot show', async () => {
    let answer = { status: 500, body: { error: { code: 'x', message: 'Nope.' } } };
    fakeServer({ ...sessionRoute, 'POST /api/regenerate-theme': () => answer });
    renderAroundPage();
    await openMenu();
    const input = screen.getByRole('textbox', { name: 'Theme description' });
    fireEvent.change(input, { target: { value: 'neon' } });
    fireEvent.click(generateButton());
    expect(await screen.findByText(MESSAGES.failedToGenerateTheme)).toBeTruthy();

    answer = {
      status: 200,
      body: { gradient: 'linear-gradient(red, url(https://x.test/a))' },
    } as never;
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(MESSAGES.failedToGenerateTheme)).toBeNull();
    // The description stays for another try.
    fireEvent.click(generateButton());
    expect(await screen.findByText(MESSAGES.failedToGenerateTheme)).toBeTruthy();
    expect(themeLayer()?.dataset.themeLayer).toBe('default');
    expect(themeLayer()?.style.backgroundImage).not.toContain('url(');
  });
});
