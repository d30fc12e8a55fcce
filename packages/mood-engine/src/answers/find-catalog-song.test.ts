import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog/index';
import { findCatalogSong } from './find-catalog-song';
import { searchCatalog } from './search-catalog';

describe('findCatalogSong', () => {
  it('ignores case, accents, punctuation, version notes and featured artists', () => {
    const song = findCatalogSong('Bohemian Rhapsody', 'Queen');
    expect(song?.artist).toBe('Queen');
    expect(findCatalogSong('BOHEMIAN RHAPSODY!', 'queen')).toBe(song);
    expect(findCatalogSong('Bohemian Rhapsody - Remastered 2011', 'Queen')).toBe(song);
    expect(findCatalogSong('Bohemian Rhapsody', 'Queen feat. Nobody')).toBe(song);
    expect(findCatalogSong('Bohemian Rhapsody', '')).toBe(song);
  });

  it('folds accents in both directions', () => {
    const accented = CATALOG.find((song) => /[À-ÿ]/.test(song.artist));
    if (!accented) throw new Error('The catalog should hold an artist with an accent');
    const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    expect(findCatalogSong(accented.title, plain(accented.artist))).toBe(accented);
    expect(findCatalogSong(plain(accented.title).toUpperCase(), accented.artist)).toBe(accented);
  });

  it('finds nothing for a song that is not there', () => {
    expect(findCatalogSong('Qwxv Plorp', 'Nobody Known')).toBeUndefined();
  });
});

describe('searchCatalog', () => {
  it('finds songs from loose text and from Spotify-style filters', () => {
    expect(searchCatalog('bohemain rapsody', 5)[0]?.title).toBe('Bohemian Rhapsody');
    const filtered = searchCatalog('track:"Bohemian Rhapsody" artist:Queen', 3);
    expect(filtered[0]).toMatchObject({ title: 'Bohemian Rhapsody', artist: 'Queen' });
  });

  it('respects the limit and finds nothing for nonsense', () => {
    expect(searchCatalog('love', 4).length).toBeLessThanOrEqual(4);
    expect(searchCatalog('qwxv plorp zzyzx', 10)).toEqual([]);
    expect(searchCatalog('', 10)).toEqual([]);
  });
});
