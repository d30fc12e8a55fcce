// The video sections after a generation (spec 4): per-query counts (spec 9), de-duplication
// and skipping (spec 5), a failed query (spec 8), Show More / Less, Discover More, the shorts
// player and the spec 8 message when the queries fail.
import { MESSAGES } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  aroundRoutes,
  generatePlaylist,
  inOrder,
  renderAroundPage,
  searchParams,
} from '../../../test/around';
import { fakeServer } from '../../../test/fake-server';

const section = (name: string) => screen.findByRole('region', { name });
const cards = (region: HTMLElement) => within(region).queryAllByRole('listitem');

async function loadedPage() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const server = fakeServer(aroundRoutes());
  renderAroundPage({ random: inOrder });
  await generatePlaylist();
  const music = await section('Related Music Videos');
  await waitFor(() => expect(cards(music)).toHaveLength(2));
  return { ...server, warn, music };
}

describe('video sections', () => {
  it("asks once a section, for every query's share, and shows each video once", async () => {
    const { calls, warn, music } = await loadedPage();
    expect(calls.find((c) => c.path === '/api/generate-video-queries')?.body).toEqual({
      playlist: {
        name: 'Slow Sunday',
        tracks: [
          { title: 'One', artist: 'Artist' },
          { title: 'Two', artist: 'Artist' },
        ],
      },
      prompt: 'rainy sunday',
      imageUrl: null,
    });
    // spec 9: max(1, floor(6 / ceil(n / 2))): 3 queries ask 3 each, 1 or 2 queries ask 6;
    // docs/decisions/014: one request a section.
    const counts = (type: string) => searchParams(calls, type).map((p) => [p.q, p.maxResults]);
    expect(counts('music')).toEqual([[['m1', 'm2', 'm3'], '3']]);
    expect(counts('general')).toEqual([[['g1', 'g2'], '6']]);
    expect(counts('ambient')).toEqual([[['a1'], '6']]);
    expect(searchParams(calls)).toHaveLength(4);
    expect(searchParams(calls).every((p) => p.page === '1')).toBe(true);

    // Music: shared once, the one without a thumbnail skipped; 4 in all, 2 shown.
    fireEvent.click(within(music).getByRole('button', { name: 'Show More' }));
    const titles = cards(music).map((li) => within(li).getByText(/^Video /).textContent);
    expect(titles).toEqual(['Video shared', 'Video m1-1', 'Video m2-1', 'Video m3-1']);
    expect(
      within(music).getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded'),
    ).toBe('true');

    // The failed search is logged and costs only its section.
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('general'),
      ['g1', 'g2'],
      expect.anything(),
    );
    const general = await section('Related Content');
    expect(cards(general)).toHaveLength(0);
    expect(within(general).queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('collapses to 2 (shorts 4) and offers Show More only above that', async () => {
    await loadedPage();
    const ambient = await section('Matching Vibes');
    await waitFor(() => expect(cards(ambient)).toHaveLength(2));
    expect(within(ambient).queryByRole('button', { name: 'Show More' })).toBeNull();
    const shorts = await section('Related Shorts');
    await waitFor(() => expect(cards(shorts)).toHaveLength(4));
    const more = within(shorts).getByRole('button', { name: 'Show More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(cards(shorts)).toHaveLength(5);
  });

  it('shows a video card’s link, duration, views and likes', async () => {
    const { music } = await loadedPage();
    // Named by what it shows: the title, then the duration.
    const link = within(music).getByRole('link', { name: 'Video shared 04:05' });
    expect(link.getAttribute('href')).toBe('https://video.example/watch?v=shared');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(link).getByText('04:05')).toBeTruthy();
    expect(within(music).getAllByText('1.2M views · 34K likes')).toHaveLength(2);
  });

  it('Discover More asks for page 2 and adds only new videos', async () => {
    const { calls, music } = await loadedPage();
    fireEvent.click(within(music).getByRole('button', { name: 'Discover More' }));
    await waitFor(() => expect(cards(music)).toHaveLength(7));
    expect(searchParams(calls, 'music').filter((p) => p.page === '2')).toHaveLength(1);
    const titles = cards(music).map((li) => within(li).getByText(/^Video /).textContent);
    expect(titles.slice(4)).toEqual(['Video m1-2', 'Video m2-2', 'Video m3-2']);
  });

  it('Discover More shows it is busy, keeps the focus and asks once however often pressed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes = aroundRoutes();
    const search = routes['GET /api/search/videos'];
    const { calls } = fakeServer({
      ...routes,
      // Page 2 answers only when the test says so: the busy state can be looked at.
      'GET /api/search/videos': async (request: { url: URL }) => {
        if (request.url.searchParams.get('page') === '2') await held;
        return search(request);
      },
    });
    renderAroundPage({ random: inOrder });
    await generatePlaylist();
    const music = await section('Related Music Videos');
    await waitFor(() => expect(cards(music)).toHaveLength(2));

    const more = within(music).getByRole('button', { name: 'Discover More' });
    more.focus();
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(more.getAttribute('aria-busy')).toBe('true'));
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(more);
    expect(within(music).getByRole('status').textContent).toBe('Finding more videos…');
    expect(searchParams(calls, 'music').filter((p) => p.page === '2')).toHaveLength(1);

    release();
    await waitFor(() => expect(cards(music)).toHaveLength(7));
    expect(more.getAttribute('aria-busy')).toBeNull();
    expect(more.getAttribute('aria-disabled')).toBeNull();
    expect(within(music).getByRole('status').textContent).toBe('');
    expect(searchParams(calls, 'music').filter((p) => p.page === '2')).toHaveLength(1);
  });

  it('plays shorts in a dialog with previous, next and close', async () => {
    await loadedPage();
    const shorts = await section('Related Shorts');
    const first = await within(shorts).findByRole('button', { name: /^Play short: Video s-1 \d/ });
    first.focus();
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Short: Video s-1' });
    const frame = await within(dialog).findByTitle('Video s-1');
    expect(frame.getAttribute('src')).toBe('/emulators/youtube/embed/s-1');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation',
    );
    expect(frame.getAttribute('allow')).toBe('autoplay; encrypted-media');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next short' }));
    expect(await screen.findByRole('dialog', { name: 'Short: Video s-2' })).toBeTruthy();
    expect(within(dialog).getByText('2 of 5')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous short' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous short' }));
    // Previous from the first wraps around to the last.
    expect(await screen.findByRole('dialog', { name: 'Short: Video s-5' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(first);
  });

  it('says so when the queries fail, and shows no video sections', async () => {
    fakeServer(
      aroundRoutes({
        'POST /api/generate-video-queries': () => ({ body: { content: 'no json here' } }),
      }),
    );
    renderAroundPage();
    await generatePlaylist();
    const message = MESSAGES.failedToLoadVideos(MESSAGES.failedToParseVideoQueries);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Related Music Videos' })).toBeNull();
  });
});
