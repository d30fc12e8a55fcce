import { describe, expect, it } from 'vitest';
import {
  artistCredits,
  isAlternateTake,
  lookupKey,
  normalizeArtist,
  normalizeTitle,
} from './normalize';

describe('track normalization (AMENDMENTS A4)', () => {
  it.each([
    ['Here Comes The Sun - Remastered 2009', 'here comes the sun'],
    ['Here Comes the Sun (Remastered)', 'here comes the sun'],
    ['Blinding Lights - Radio Edit', 'blinding lights'],
    ['Señorita', 'senorita'],
    ['Don’t Stop Me Now', 'dont stop me now'],
    ['Stay (feat. Justin Bieber)', 'stay'],
    ['Rain On Me (with Ariana Grande)', 'rain on me'],
    ['Bohemian Rhapsody - Live Aid', 'bohemian rhapsody'],
    ['Hello, Goodbye!', 'hello goodbye'],
    // A dash that is part of the name is kept.
    ['Ob-La-Di, Ob-La-Da', 'ob la di ob la da'],
    ['Rock & Roll', 'rock and roll'],
    // Brackets that are not a version note stay.
    ['(I Can’t Get No) Satisfaction', 'i cant get no satisfaction'],
  ])('title %j compares as %j', (title, expected) => {
    expect(normalizeTitle(title)).toBe(expected);
  });

  it.each([
    ['Beyoncé', 'beyonce'],
    ['Daft Punk feat. Pharrell Williams', 'daft punk'],
    ['Simon & Garfunkel', 'simon and garfunkel'],
    ['Sigur Rós', 'sigur ros'],
  ])('artist %j compares as %j', (artist, expected) => {
    expect(normalizeArtist(artist)).toBe(expected);
  });

  it('offers the first credit of several as a way to match', () => {
    expect(artistCredits('Calvin Harris, Dua Lipa')).toEqual([
      'calvin harris dua lipa',
      'calvin harris',
    ]);
    expect(artistCredits('Earth, Wind & Fire')).toContain('earth wind and fire');
  });

  it('gives one cache key to spellings of the same song', () => {
    expect(lookupKey('Here Comes the Sun - Remastered 2009', 'The Beatles')).toBe(
      lookupKey('here comes the sun', 'the beatles'),
    );
    expect(lookupKey('Mas Que Nada (feat. June Avery)', 'Sérgio Mendes, June Avery')).toBe(
      lookupKey('Mas Que Nada', 'Sergio Mendes'),
    );
  });

  it('tells a karaoke or live take from the song asked for, unless it was asked for', () => {
    expect(isAlternateTake('Yesterday - Karaoke Version', 'Yesterday')).toBe(true);
    expect(isAlternateTake('Yesterday - Live', 'Yesterday (Live)')).toBe(false);
    expect(isAlternateTake('Yesterday - Remastered 2009', 'Yesterday')).toBe(false);
  });
});
