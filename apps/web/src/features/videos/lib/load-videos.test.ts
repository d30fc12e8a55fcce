// Loading a video section (spec 9 Video fetch, spec 5 de-duplication, spec 8 failed query).
import type { VideoSearchQuery } from '@moodtape/core';
import { describe, expect, it, vi } from 'vitest';
import { makeVideo } from '../../../test/around';
import { loadSectionVideos, newUniqueVideos, shuffle } from './load-videos';

const noShuffle = () => 0.999999;

describe('loading a video section', () => {
  // spec 9: max(1, floor(6 / ceil(3 / 2))) = 3 each (core's perQueryVideoCount).
  it('asks once for the whole section: 3 queries, 3 each, page as given', async () => {
    const search = vi.fn(async (_query: VideoSearchQuery) => []);
    await loadSectionVideos({
      group: 'music',
      queries: ['a', 'b', 'c'],
      page: 2,
      random: noShuffle,
      search,
    });
    expect(search.mock.calls.map(([query]) => query)).toEqual([
      { q: ['a', 'b', 'c'], maxResults: 3, type: 'music', page: 2 },
    ]);
  });

  it('keeps each id once, and logs a failed search as an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const videos = await loadSectionVideos({
      group: 'general',
      queries: ['a', 'b'],
      page: 1,
      random: noShuffle,
      search: async () => [makeVideo('1'), makeVideo('2'), makeVideo('2'), makeVideo('3')],
    });
    expect(videos.map((v) => v.id).sort()).toEqual(['1', '2', '3']);
    const failed = await loadSectionVideos({
      group: 'general',
      queries: ['a', 'b'],
      page: 1,
      random: noShuffle,
      search: () => Promise.reject(new Error('quota')),
    });
    expect(failed).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('drops a short known to last a minute or more', async () => {
    const videos = await loadSectionVideos({
      group: 'shorts',
      queries: ['s'],
      page: 1,
      random: noShuffle,
      search: async () => [
        makeVideo('long', { duration: 60 }),
        makeVideo('short', { duration: 30 }),
        makeVideo('unknown', { duration: null }),
      ],
    });
    expect(videos.map((v) => v.id).sort()).toEqual(['short', 'unknown']);
  });

  it('asks nothing for a section without queries', async () => {
    const search = vi.fn(async () => []);
    const args = { group: 'ambient' as const, page: 1, random: noShuffle, search };
    expect(await loadSectionVideos({ ...args, queries: [] })).toEqual([]);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('shuffle and de-duplication', () => {
  it('shuffles with the randomness it is given, keeping every item', () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], () => 0.999999)).toEqual([1, 2, 3, 4]);
  });

  it('keeps only videos new to the list, with an id and a thumbnail', () => {
    const fresh = newUniqueVideos(
      [makeVideo('1'), makeVideo('2'), makeVideo('3', { thumbnail: '' }), makeVideo('')],
      [makeVideo('1')],
    );
    expect(fresh.map((v) => v.id)).toEqual(['2']);
  });
});
