// What the server answers around the music (videos, their queries, suggestions, theme), and
// a page that generates a playlist to get them, for component tests of those features.
import type { Activity, Creator, ScreenSuggestion, Track, Video } from '@moodtape/core';
import { fireEvent, screen } from '@testing-library/react';
import { PageTheme } from '../app/member-page';
import { Generator } from '../app/generator';
import { TopBar } from '../app/top-bar';
import { MessagesArea } from '../features/messages/components/messages-area';
import { AVA, sessionRoute } from './fake-server';
import { renderWithProviders } from './render';
import { testTrack } from './vibes';

export const makeVideo = (id: string, overrides: Partial<Video> = {}): Video => ({
  id,
  title: `Video ${id}`,
  thumbnail: `/thumbs/${id}.jpg`,
  channelTitle: `Channel ${id}`,
  url: `https://video.example/watch?v=${id}`,
  description: '',
  duration: 245,
  views: 1_234_567,
  likes: 34_000,
  ...overrides,
});

export const QUERIES = {
  musicQueries: ['m1', 'm2', 'm3'],
  ambientQueries: ['a1'],
  generalQueries: ['g1', 'g2'],
  shortsQueries: ['s1'],
  gradient: 'linear-gradient(135deg, #1e3a8a, #0f766e)',
};

export const queriesContent = (overrides: Partial<typeof QUERIES> = {}) =>
  JSON.stringify({ ...QUERIES, ...overrides });

const screenItem = (title: string): ScreenSuggestion => ({
  title,
  year: 1999,
  description: `About ${title}`,
  imageUrl: null,
});
const activity = (title: string, iconHint = 'reading'): Activity => ({
  title,
  description: `Try ${title}`,
  iconHint,
});
const creator = (name: string): Creator => ({
  name,
  platform: 'YouTube',
  description: `${name} makes things`,
  imageUrl: null,
  channelUrl: `https://video.example/@${name}`,
  spotifyUri: null,
});

// Lists of the given lengths, titled "Movie 1", "Show 1", "Activity 1", "Creator 1", ...
export function makeSuggestions(counts = { movies: 4, tvShows: 3, activities: 5, creators: 3 }) {
  const n = (count: number, make: (i: number) => unknown) =>
    Array.from({ length: count }, (_, i) => make(i + 1));
  return {
    movies: n(counts.movies, (i) => screenItem(`Movie ${i}`)) as ScreenSuggestion[],
    tvShows: n(counts.tvShows, (i) => screenItem(`Show ${i}`)) as ScreenSuggestion[],
    activities: n(counts.activities, (i) => activity(`Activity ${i}`)) as Activity[],
    creators: n(counts.creators, (i) => creator(`Creator${i}`)) as Creator[],
  };
}

export function generationEvents(tracks: Track[] = [testTrack('One'), testTrack('Two')]) {
  return {
    events: [
      { type: 'name', name: 'Slow Sunday' },
      ...tracks.map((t, index) => ({ type: 'song', index, title: t.title, artist: t.artist })),
      ...tracks.map((t, index) => ({ type: 'track', index, track: t })),
      { type: 'done', content: '{}', tracks },
    ],
  };
}

// The signed-in page from the menu down to the suggestions, with the theme layer behind.
export function renderAroundPage(options: { random?: () => number } = {}) {
  return renderWithProviders(
    <>
      <PageTheme />
      <TopBar savedVibesShown={false} onToggleSavedVibes={() => {}} />
      <MessagesArea />
      <Generator user={AVA} />
    </>,
    options,
  );
}

export async function generatePlaylist(prompt = 'rainy sunday') {
  fireEvent.change(await screen.findByLabelText('Describe your mood'), {
    target: { value: prompt },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));
  await screen.findByRole('list', { name: 'Tracks' });
}

export const searchParams = (calls: { path: string }[], type?: string) =>
  calls
    .filter((call) => call.path.startsWith('/api/search/videos?'))
    .map((call) => {
      const params = new URL(call.path, 'http://x').searchParams;
      // A section's queries travel together, `q` repeated.
      const one = (name: string) => params.get(name) ?? undefined;
      return {
        q: params.getAll('q'),
        type: one('type'),
        page: one('page'),
        maxResults: one('maxResults'),
      };
    })
    .filter((params) => type === undefined || params.type === type);

export const themeLayer = () => document.querySelector<HTMLElement>('[data-theme-layer]');

// What each query finds on each page; `shared` comes up for two music queries.
const FOUND: Record<string, (page: string) => unknown[]> = {
  m1: (p) => [makeVideo('shared'), makeVideo(`m1-${p}`)],
  m2: (p) => [makeVideo('shared'), makeVideo(`m2-${p}`)],
  m3: (p) => [makeVideo(`m3-${p}`), makeVideo(`m3-nothumb-${p}`, { thumbnail: '' })],
  a1: () => [makeVideo('a-1'), makeVideo('a-2')],
  g2: () => [makeVideo('g-1')],
  s1: () => [1, 2, 3, 4, 5].map((i) => makeVideo(`s-${i}`, { duration: 30 })),
};

// Every route a generation asks for, answered well unless overridden.
export function aroundRoutes(overrides: Record<string, unknown> = {}) {
  return {
    ...sessionRoute,
    'POST /api/generate-playlist': () => generationEvents(),
    'POST /api/generate-video-queries': () => ({ body: { content: queriesContent() } }),
    'GET /api/search/videos': ({ url }: { url: URL }) => {
      // One search for a section's queries: what each of them finds, together.
      const queries = url.searchParams.getAll('q');
      if (queries.includes('g1')) {
        return { status: 500, body: { error: { code: 'x', message: 'Down.' } } };
      }
      const page = url.searchParams.get('page') ?? '1';
      return { body: { videos: queries.flatMap((q) => FOUND[q]?.(page) ?? []) } };
    },
    'POST /api/more-internet-suggestions': () => ({ body: makeSuggestions() }),
    'POST /api/enrich-suggestions-with-images': ({ body }: { body: unknown }) => ({ body }),
    'GET /api/videos/config': () => ({ body: { embedUrl: '/emulators/youtube/embed/' } }),
    ...overrides,
  };
}

// A stand-in for Math.random that leaves the merged order as it is (spec 9 shuffles).
export const inOrder = () => 0.999999;
