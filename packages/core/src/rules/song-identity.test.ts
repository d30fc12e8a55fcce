import { describe, expect, it } from 'vitest';
import {
  artistCredits,
  artistKey,
  isAlternateTake,
  leadArtist,
  normalizeArtist,
  normalizeTitle,
  songKey,
} from './song-identity';

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
    expect(songKey('Here Comes the Sun - Remastered 2009', 'The Beatles')).toBe(
      songKey('here comes the sun', 'the beatles'),
    );
    expect(songKey('Mas Que Nada (feat. June Avery)', 'Sérgio Mendes, June Avery')).toBe(
      songKey('Mas Que Nada', 'Sergio Mendes'),
    );
  });

  it('tells a karaoke or live take from the song asked for, unless it was asked for', () => {
    expect(isAlternateTake('Yesterday - Karaoke Version', 'Yesterday')).toBe(true);
    expect(isAlternateTake('Yesterday - Live', 'Yesterday (Live)')).toBe(false);
    expect(isAlternateTake('Yesterday - Remastered 2009', 'Yesterday')).toBe(false);
  });
});

describe('the mood engine’s song identity', () => {
  it.each([
    ['Bohemian Rhapsody - Remastered 2011', 'bohemian rhapsody'],
    ['Cold Heart (PNAU Remix)', 'cold heart'],
    ['Song - Acoustic', 'song'],
    ['Song - Demo', 'song'],
    ['Song [Mono]', 'song'],
    ['Little Talks - Single', 'little talks'],
    ['BOHEMIAN RHAPSODY!', 'bohemian rhapsody'],
    ['Song ft. Someone', 'song'],
    ['Song featuring Someone', 'song'],
  ])('title %j compares as %j', (title, expected) => {
    expect(normalizeTitle(title)).toBe(expected);
  });

  it('keeps the words of a title that is only a bracket', () => {
    expect(normalizeTitle('(Untitled)')).toBe('untitled');
    expect(normalizeTitle('(Live)')).toBe('live');
  });

  it('keeps a title whose dash is not a version note', () => {
    expect(normalizeTitle('A Love Supreme, Pt. I - Acknowledgement')).toBe(
      'a love supreme pt i acknowledgement',
    );
  });

  it('reads "with" as a credit only in brackets, since it is also a word of titles', () => {
    expect(normalizeTitle('Dancing with Myself')).toBe('dancing with myself');
    expect(normalizeTitle('With or Without You')).toBe('with or without you');
    expect(normalizeArtist('Man with a Mission')).toBe('man with a mission');
  });

  it('compares titles in every script', () => {
    expect(normalizeTitle('ロビンソン')).toBe('ロビンソン');
    expect(normalizeTitle('花')).not.toBe(normalizeTitle('白日'));
    expect(normalizeTitle('소원을 말해봐 (Genie)')).toBe(normalizeTitle('소원을 말해봐 (genie)'));
  });

  it('names an artist without a leading "The", the way people write it', () => {
    expect(artistKey('The Beatles')).toBe('beatles');
    expect(artistKey('the beatles')).toBe(artistKey('Beatles'));
    expect(artistKey('The The')).toBe('the');
    expect(artistKey('Theory of a Deadman')).toBe('theory of a deadman');
    expect(artistKey('Queen feat. Nobody')).toBe('queen');
  });

  it('leads with the first credit of several', () => {
    expect(leadArtist('Calvin Harris, Dua Lipa')).toBe('calvin harris');
    expect(leadArtist('Queen & David Bowie')).toBe(leadArtist('Queen, David Bowie'));
    expect(leadArtist('Martin Garrix x Dua Lipa')).toBe('martin garrix');
    expect(leadArtist('Armin vs. Tiësto')).toBe('armin');
    expect(leadArtist('The Weeknd; Daft Punk')).toBe('weeknd');
    expect(leadArtist('Adele')).toBe('adele');
  });

  it('gives one key to the same song however it is written', () => {
    const key = songKey('Bohemian Rhapsody', 'Queen');
    expect(songKey('BOHEMIAN RHAPSODY!', 'queen')).toBe(key);
    expect(songKey('Bohemian Rhapsody - Remastered 2011', 'Queen')).toBe(key);
    expect(songKey('Bohemian Rhapsody', 'Queen feat. Nobody')).toBe(key);
    expect(songKey('Yesterday', 'Beatles')).toBe(songKey('Yesterday', 'The Beatles'));
    expect(songKey('Under Pressure', 'Queen & David Bowie')).toBe(
      songKey('Under Pressure', 'Queen, David Bowie'),
    );
  });

  it('gives different songs different keys', () => {
    expect(songKey('Yesterday', 'The Beatles')).not.toBe(songKey('Yesterday', 'Leona Lewis'));
    expect(songKey('Yesterday', 'The Beatles')).not.toBe(songKey('Let It Be', 'The Beatles'));
  });

  it('tells covers, remixes and slowed versions apart from the song', () => {
    expect(isAlternateTake('Cold Heart (PNAU Remix)', 'Cold Heart')).toBe(true);
    expect(isAlternateTake('Yesterday - 8-Bit Version', 'Yesterday')).toBe(true);
    expect(isAlternateTake('Yesterday (Sped Up)', 'Yesterday')).toBe(true);
    expect(isAlternateTake('Yesterday (Sped Up)', 'yesterday sped up')).toBe(false);
    expect(isAlternateTake('Yesterday', 'Yesterday')).toBe(false);
  });

  it('keeps a take word that is not a note in the title, so the take never passes for it', () => {
    expect(normalizeTitle('Yesterday (Instrumental)')).toBe('yesterday instrumental');
    expect(normalizeTitle('Yesterday - Karaoke Version')).toBe('yesterday');
  });
});
