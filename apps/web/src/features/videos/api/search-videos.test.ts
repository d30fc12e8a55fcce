// spec 5: videos lacking an id or a thumbnail are skipped; a malformed item costs only itself.
import { describe, expect, it } from 'vitest';
import { makeVideo } from '../../../test/around';
import { fakeServer } from '../../../test/fake-server';
import { searchVideos } from './search-videos';

describe('GET /api/search/videos', () => {
  it("sends a section's queries together, q repeated, and keeps only usable videos", async () => {
    const { calls } = fakeServer({
      'GET /api/search/videos': () => ({
        body: {
          videos: [
            makeVideo('ok'),
            makeVideo('no-thumb', { thumbnail: '' }),
            { ...makeVideo('missing'), thumbnail: undefined },
            makeVideo(''),
            { id: 'broken' },
          ],
        },
      }),
    });
    const videos = await searchVideos({
      q: ['rain & jazz', 'city night'],
      maxResults: 4,
      type: 'ambient',
      page: 2,
    });
    expect(videos.map((v) => v.id)).toEqual(['ok']);
    expect(calls[0]?.path).toBe(
      '/api/search/videos?q=rain+%26+jazz&q=city+night&maxResults=4&type=ambient&page=2',
    );
  });
});
