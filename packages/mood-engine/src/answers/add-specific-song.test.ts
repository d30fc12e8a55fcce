import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog/index';
import { addSpecificSong } from './add-specific-song';

const add = (request: string, currentSongs: Array<{ title: string; artist: string }> = []) =>
  addSpecificSong({ currentSongs, request }).songs;

describe('addSpecificSong', () => {
  it('finds a song by title and artist in any order and separator', () => {
    const expected = [{ title: 'Bohemian Rhapsody', artist: 'Queen' }];
    expect(add('bohemian rhapsody queen')).toEqual(expected);
    expect(add('Bohemian Rhapsody by Queen')).toEqual(expected);
    expect(add('Queen - Bohemian Rhapsody')).toEqual(expected);
    expect(add('please add "bohemian rhapsody"')).toEqual(expected);
  });

  it('tolerates typos', () => {
    expect(add('bohemain rapsody')).toEqual([{ title: 'Bohemian Rhapsody', artist: 'Queen' }]);
  });

  it('answers an artist alone with one of their songs not in the list yet', () => {
    const first = add('queen');
    expect(first).toHaveLength(1);
    expect(first[0]?.artist).toBe('Queen');
    const queenSongs = CATALOG.filter((song) => song.artist === 'Queen');
    const list = queenSongs.slice(0, -1).map(({ title, artist }) => ({ title, artist }));
    const next = add('queen', list);
    expect(next[0]?.artist).toBe('Queen');
    expect(list.map((song) => song.title)).not.toContain(next[0]?.title);
  });

  it('falls back to reading the request as a song', () => {
    expect(add('Zzyzx Road Lullaby by The Imaginary Quartet')).toEqual([
      { title: 'Zzyzx Road Lullaby', artist: 'The Imaginary Quartet' },
    ]);
    expect(add('Qwxv Plorp - Nobody Known')).toEqual([
      { title: 'Qwxv Plorp', artist: 'Nobody Known' },
    ]);
    expect(add('Qwxv Plorp Zzyzx')).toEqual([{ title: 'Qwxv Plorp Zzyzx', artist: '' }]);
  });
});
