import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVA, fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { TokenAlertBanner } from './token-alert-banner';
import { RefreshConnectionButton } from './refresh-connection-button';
import { TokenCountdown } from './token-countdown';

const START = new Date('2026-11-22T10:00:00Z').getTime();

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderClock() {
  renderWithProviders(
    <>
      <TokenCountdown />
      <TokenAlertBanner />
    </>,
    { messages: true },
  );
}

describe('token clock on the page (spec 4, AMENDMENTS A1)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(START);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second and stores the expiry under token_expiry', async () => {
    fakeServer({
      'GET /api/auth/session': () => ({ body: { user: AVA } }),
      'GET /api/auth/token': () => ({
        body: { access_token: 't1', expires_at: START + 3_600_000, expires_in: 3600 },
      }),
    });
    renderClock();
    await advance(10);
    expect(screen.getByText('60:00')).toBeTruthy();
    await advance(47_990);
    expect(screen.getByText('59:12')).toBeTruthy();
    expect(window.localStorage.getItem('token_expiry')).toBe(String(START + 3_600_000));
    expect(window.localStorage.getItem('spotify_token')).toBeNull();
  });

  it('refreshes silently at 5 minutes and shows no alert when that works', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/session': () => ({ body: { user: AVA } }),
      'GET /api/auth/token': () => ({
        body: { access_token: 't1', expires_at: START + 301_000, expires_in: 301 },
      }),
      'POST /api/auth/refresh': () => ({
        body: { access_token: 't2', expires_at: Date.now() + 3_600_000, expires_in: 3600 },
      }),
    });
    renderClock();
    await advance(10);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(0);
    await advance(2000);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(screen.queryByText(/Spotify session/)).toBeNull();
    expect(screen.getByText('60:00')).toBeTruthy();
  });

  it('shows "expiring" when the silent refresh fails, then "expired" at zero, in one banner', async () => {
    fakeServer({
      'GET /api/auth/session': () => ({ body: { user: AVA } }),
      'GET /api/auth/token': () => ({
        body: { access_token: 't1', expires_at: START + 120_000, expires_in: 120 },
      }),
      'POST /api/auth/refresh': () => ({
        status: 502,
        body: { error: { code: 'upstream_error', message: 'Spotify could not be reached.' } },
      }),
    });
    renderClock();
    await advance(1000);
    expect(screen.getByText('Spotify session ending soon')).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith('Auto token refresh failed:', expect.anything());

    await advance(120_000);
    const said = () =>
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent ?? '')
        .filter((text) => text !== '');
    // The expired alert and spec 4's message say the same: the alert, with its Refresh
    // Connection, is the one red banner.
    expect(said()).toHaveLength(1);
    expect(said()[0]).toContain('Spotify session expired - music playback paused');
    expect(screen.queryByText('Spotify session ending soon')).toBeNull();
    expect(screen.getByText('00:00')).toBeTruthy();

    // Closing the alert leaves spec 4's message, so the page still says what to do.
    act(() => screen.getByRole('button', { name: 'Close alert' }).click());
    expect(said()).toHaveLength(1);
    expect(said()[0]).toContain('Spotify session expired - please refresh your connection');
  });

  it('says "Failed to refresh connection" when Refresh Connection fails', async () => {
    fakeServer({
      'GET /api/auth/session': () => ({ body: { user: AVA } }),
      'GET /api/auth/token': () => ({
        body: { access_token: 't1', expires_at: START + 60_000, expires_in: 60 },
      }),
      'POST /api/auth/refresh': () => ({
        status: 502,
        body: { error: { code: 'upstream_error', message: 'Spotify could not be reached.' } },
      }),
    });
    renderClock();
    await advance(1000);
    await act(async () => {
      screen.getByRole('button', { name: 'Refresh Connection' }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(
      screen.getByText('Failed to refresh connection: Spotify could not be reached.'),
    ).toBeTruthy();
  });

  it('gives "Failed to refresh connection" a readable reason when the answer was not ours', async () => {
    fakeServer({
      'GET /api/auth/session': () => ({ body: { user: AVA } }),
      'GET /api/auth/token': () => ({
        body: { access_token: 't1', expires_at: START + 60_000, expires_in: 60 },
      }),
      // A proxy's bare page, say: no error body of ours.
      'POST /api/auth/refresh': () => ({ status: 500, body: 'Internal Server Error' }),
    });
    renderClock();
    await advance(1000);
    await act(async () => {
      screen.getByRole('button', { name: 'Refresh Connection' }).click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Failed to refresh connection: HTTP error! status: 500')).toBeTruthy();
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
  });

  it("the profile bar's Refresh Connection says it worked, though the token was fresh", async () => {
    fakeServer({
      'GET /api/auth/session': () => ({ body: { user: AVA } }),
      'GET /api/auth/token': () => ({
        body: { access_token: 't1', expires_at: START + 3_600_000, expires_in: 3600 },
      }),
      'POST /api/auth/refresh': () => ({
        body: { access_token: 't2', expires_at: START + 3_700_000, expires_in: 3700 },
      }),
    });
    renderWithProviders(<RefreshConnectionButton />);
    await advance(10);
    const button = screen.getByRole('button', { name: 'Refresh Connection' });
    await act(async () => {
      button.click();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('status').textContent).toBe('Spotify connection refreshed');
    await advance(2000);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
