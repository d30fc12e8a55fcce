// What a vibe keeps around its music (spec 3 youtube_data and the suggestion lists): Save
// Vibe sends what the page shows, loading a vibe shows it again with no AI call (spec 4),
// its gradient goes through core's normalizeGradient, and a new generation resets it all.
import { type CreateVibeRequest, type Vibe, normalizeGradient } from '@moodtape/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesArea } from '../features/messages/components/messages-area';
import {
  QUERIES,
  aroundRoutes,
  generatePlaylist,
  inOrder,
  makeSuggestions,
  makeVideo,
  searchParams,
  themeLayer,
} from '../test/around';
import { AVA, fakeServer } from '../test/fake-server';
import { renderWithProviders } from '../test/render';
import { makeVibe } from '../test/vibes';
import { PageTheme } from './member-page';
import { Generator } from './generator';
import { useFlow } from './page';
import { TopBar } from './top-bar';

const AI_PATHS = [
  '/api/generate-video-queries',
  '/api/more-internet-suggestions',
  '/api/enrich-suggestions-with-images',
];

function LoadButton({ vibe }: { vibe: Vibe }) {
  const { showVibe } = useFlow();
  return (
    <button type="button" onClick={() => showVibe(vibe)}>
      Load it
    </button>
  );
}

function renderPage(vibe: Vibe | null, routes: Record<string, unknown> = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const server = fakeServer(
    aroundRoutes({ 'POST /api/vibes': () => ({ status: 201, body: makeVibe() }), ...routes }),
  );
  renderWithProviders(
    <>
      <PageTheme />
      <TopBar savedVibesShown={false} onToggleSavedVibes={() => {}} />
      <MessagesArea />
      {vibe && <LoadButton vibe={vibe} />}
      <Generator user={AVA} />
    </>,
    { random: inOrder },
  );
  return server;
}

const savedQueries = {
  musicQueries: ['night drive'],
  ambientQueries: ['rain'],
  generalQueries: [],
  shortsQueries: ['neon'],
  gradient: 'linear-gradient(90deg, #1e1b4b, #052e16)',
};
const savedVibe = (overrides: Partial<Vibe> = {}) =>
  makeVibe({
    youtube_data: {
      queries: savedQueries,
      videos: { music: ['v1', 'v2', 'v3'].map((id) => makeVideo(id)), ambient: [], shorts: [] },
    },
    movies_data: makeSuggestions().movies.slice(0, 1),
    ...overrides,
  });

describe('videos, suggestions and theme of a vibe', () => {
  it('saves the queries, the gradient, the videos and the suggestions shown', async () => {
    const { calls } = renderPage(null);
    await generatePlaylist();
    const music = await screen.findByRole('region', { name: 'Related Music Videos' });
    await waitFor(() => expect(within(music).getAllByRole('listitem')).toHaveLength(2));
    await screen.findByRole('region', { name: 'Creator Suggestions' });
    await waitFor(() => expect(calls.some((c) => c.path === AI_PATHS[2])).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Save Vibe' }));

    await waitFor(() => expect(calls.some((c) => c.path === '/api/vibes')).toBe(true));
    const body = calls.find((c) => c.path === '/api/vibes')?.body as CreateVibeRequest;
    expect(body.youtube_data).toMatchObject({
      queries: { ...QUERIES, gradient: normalizeGradient(QUERIES.gradient) },
    });
    const videos = body.youtube_data?.videos;
    expect(videos?.music?.map((v) => v.id)).toEqual(['shared', 'm1-1', 'm2-1', 'm3-1']);
    expect(videos?.shorts).toHaveLength(5);
    expect(body.movies_data).toEqual(makeSuggestions().movies);
    expect(body.creators_data).toEqual(makeSuggestions().creators);
  });

  it('shows a loaded vibe’s videos, suggestions and gradient again without asking the AI', async () => {
    const { calls } = renderPage(savedVibe());
    fireEvent.click(await screen.findByRole('button', { name: 'Load it' }));
    const music = await screen.findByRole('region', { name: 'Related Music Videos' });
    expect(within(music).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: /^Movie 1( \d{4})?$/ })).toBeTruthy();
    expect(themeLayer()?.dataset.themeLayer).toBe('vibe');
    expect(themeLayer()?.style.backgroundImage).toContain(
      'linear-gradient(90deg, rgb(30, 27, 75), rgb(5, 46, 22))',
    );
    expect(calls.filter((c) => AI_PATHS.includes(c.path))).toEqual([]);
    expect(searchParams(calls)).toEqual([]);

    // Its sections go on from there: Discover More is page 2.
    fireEvent.click(within(music).getByRole('button', { name: 'Discover More' }));
    await waitFor(() => expect(searchParams(calls)).toHaveLength(1));
    expect(searchParams(calls)[0]).toMatchObject({ q: ['night drive'], page: '2', type: 'music' });
  });

  it('does not apply a saved gradient that is not one our code can rebuild', async () => {
    const vibe = savedVibe();
    vibe.youtube_data!.queries.gradient = 'linear-gradient(red, url(https://evil.test/x.png))';
    renderPage(vibe);
    fireEvent.click(await screen.findByRole('button', { name: 'Load it' }));
    await screen.findByRole('region', { name: 'Related Music Videos' });
    expect(themeLayer()?.dataset.themeLayer).toBe('default');
    expect(themeLayer()?.getAttribute('style')).not.toContain('url(');
  });

  it('searches the saved queries again when a vibe kept no videos, still without the AI', async () => {
    const { calls } = renderPage(savedVibe({ youtube_data: { queries: savedQueries } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load it' }));
    await waitFor(() => expect(searchParams(calls)).toHaveLength(3));
    expect(searchParams(calls).map((p) => [p.q, p.type, p.page])).toEqual([
      [['night drive'], 'music', '1'],
      [['rain'], 'ambient', '1'],
      [['neon'], 'shorts', '1'],
    ]);
    expect(calls.filter((c) => AI_PATHS.includes(c.path))).toEqual([]);
  });

  it('resets the videos, suggestions and gradient when a new playlist is generated', async () => {
    renderPage(savedVibe(), {
      'POST /api/generate-video-queries': () => new Promise(() => {}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load it' }));
    expect(await screen.findByText('Video v1')).toBeTruthy();
    await generatePlaylist('brand new mood');
    await waitFor(() => expect(screen.queryByText('Video v1')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Movie Suggestions' })).toBeNull();
    expect(themeLayer()?.dataset.themeLayer).toBe('default');
  });
});
