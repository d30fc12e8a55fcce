// spec 9 Video fetch with AMENDMENTS A5's small search budget: a section's page is ONE
// request to our server, whatever the number of its queries (docs/decisions/014).
import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../../test/around';
import { fakeServer } from '../../../test/fake-server';
import type { VideosAction } from '../state/videos-reducer';
import { createSectionLoader } from './section-loader';

describe('the section loader', () => {
  it('asks the server once a section, with all its queries and the per-query count', async () => {
    const { calls } = fakeServer({
      'GET /api/search/videos': () => ({
        body: { videos: [makeVideo('1'), makeVideo('2'), makeVideo('3')] },
      }),
    });
    const actions: VideosAction[] = [];
    const loadSection = createSectionLoader({ dispatch: (a) => actions.push(a), random: () => 0 });
    const signal = new AbortController().signal;
    await loadSection({
      run: 1,
      signal,
      group: 'music',
      queries: ['lofi beats', 'rainy jazz', 'city pop'],
      page: 2,
      append: true,
    });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/search/videos?q=lofi+beats&q=rainy+jazz&q=city+pop&maxResults=3&type=music&page=2',
    ]);
    const loaded = actions.find((a) => a.type === 'section-loaded');
    expect(loaded).toMatchObject({ group: 'music', page: 2, append: true });
    expect(loaded?.type === 'section-loaded' && loaded.videos.map((v) => v.id).sort()).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
});
