import { describe, expect, it } from 'vitest';
import { formatSongList, parseSongList } from './song-list';

describe('song list', () => {
  it('round-trips titles that contain hyphens', () => {
    const songs = [
      { title: 'Here Comes the Sun - Remastered 2009', artist: 'The Beatles' },
      { title: 'Dreams', artist: 'Fleetwood Mac' },
    ];
    expect(parseSongList(formatSongList(songs))).toEqual(songs);
  });

  it('keeps a line without an artist as a title', () => {
    expect(parseSongList('Yesterday\n\n')).toEqual([{ title: 'Yesterday', artist: '' }]);
  });

  it('folds line breaks inside a title so one song stays one line', () => {
    expect(formatSongList([{ title: 'Two\nLines', artist: 'A — B' }])).toBe('Two Lines — A - B');
  });
});
