import { describe, expect, it } from 'vitest';
import { imageMoodFromPixels } from '../image/image-mood';
import { beachPhoto, nightPhoto } from '../image/synthetic-photos.test-support';
import { catalogSongs, keys, maxPerArtist, mean, overlap } from './playlist-stats.test-support';
import { generatePlaylist } from './generate-playlist';

const night = nightPhoto();
const beach = beachPhoto();
const NIGHT = imageMoodFromPixels(night.rgba, night.width, night.height);
const BEACH = imageMoodFromPixels(beach.rgba, beach.width, beach.height);

describe('generatePlaylist', () => {
  it('makes a slow, acoustic list for a rainy Sunday morning', () => {
    const { songs, name } = generatePlaylist({
      prompt: 'rainy sunday morning, coffee, slow start',
    });
    expect(songs).toHaveLength(20);
    expect(new Set(keys(songs)).size).toBe(20);
    expect(mean(songs, 'energy')).toBeLessThan(0.45);
    expect(mean(songs, 'acousticness')).toBeGreaterThan(0.5);
    expect(name).toMatch(/Sunday|Coffee|Rainy|Slow/);
  });

  it('makes a fast, intense list for a hype gym workout', () => {
    const { songs } = generatePlaylist({ prompt: 'hype gym workout' });
    expect(mean(songs, 'energy')).toBeGreaterThan(0.75);
    expect(mean(songs, 'tempo')).toBeGreaterThan(115);
  });

  it('hears a night photo and a beach photo differently', () => {
    const nightList = generatePlaylist({ prompt: '', image: NIGHT }).songs;
    const beachList = generatePlaylist({ prompt: '', image: BEACH }).songs;
    expect(overlap(nightList, beachList)).toBeLessThanOrEqual(4);
    expect(mean(nightList, 'valence')).toBeLessThan(mean(beachList, 'valence'));
    expect(mean(nightList, 'energy')).toBeLessThan(mean(beachList, 'energy'));
  });

  it('lets the words lead when a prompt comes with a photo', () => {
    const words = generatePlaylist({ prompt: 'hype gym workout' }).songs;
    const both = generatePlaylist({ prompt: 'hype gym workout', image: NIGHT }).songs;
    expect(mean(both, 'energy')).toBeGreaterThan(0.65);
    expect(mean(both, 'energy')).toBeLessThanOrEqual(mean(words, 'energy') + 0.01);
  });

  it('is clearly happier for "not sad" than for "sad"', () => {
    const sad = generatePlaylist({ prompt: 'sad' }).songs;
    const notSad = generatePlaylist({ prompt: 'not sad' }).songs;
    expect(mean(notSad, 'valence')).toBeGreaterThan(mean(sad, 'valence') + 0.25);
  });

  it('is no more energetic for "very calm" than for "calm"', () => {
    const calm = generatePlaylist({ prompt: 'calm' }).songs;
    const veryCalm = generatePlaylist({ prompt: 'very calm' }).songs;
    expect(mean(veryCalm, 'energy')).toBeLessThanOrEqual(mean(calm, 'energy'));
  });

  it('keeps every artist to two songs', () => {
    for (const prompt of ['happy pop', 'sad', '80s rock', 'chill lofi study', 'party']) {
      expect(maxPerArtist(generatePlaylist({ prompt }).songs)).toBeLessThanOrEqual(2);
    }
  });

  it('gives a named artist more room, and fills the rest with similar songs', () => {
    for (const [prompt, artist] of [
      ['songs like Bon Iver', 'Bon Iver'],
      ['taylor swift vibes', 'Taylor Swift'],
    ] as const) {
      const { songs, name } = generatePlaylist({ prompt });
      const theirs = songs.filter((song) => song.artist === artist).length;
      expect(theirs).toBeGreaterThan(2);
      expect(theirs).toBeLessThan(songs.length);
      expect(maxPerArtist(songs, artist)).toBeLessThanOrEqual(2);
      expect(name).toContain(artist);
    }
  });

  it('answers the same input with the same list, and different prompts differently', () => {
    const first = generatePlaylist({ prompt: 'summer road trip', image: BEACH });
    const second = generatePlaylist({ prompt: 'summer road trip', image: BEACH });
    expect(second).toEqual(first);
    const similar = generatePlaylist({ prompt: 'a summer road trip' });
    const other = generatePlaylist({ prompt: 'summer road trip' });
    expect(keys(similar.songs)).not.toEqual(keys(other.songs));
  });

  it('honours the requested count', () => {
    expect(generatePlaylist({ prompt: 'jazz', count: 7 }).songs).toHaveLength(7);
    expect(generatePlaylist({ prompt: 'jazz', count: 50 }).songs).toHaveLength(50);
  });

  it('finds the genre, language or era the prompt names', () => {
    const songs = (prompt: string) => catalogSongs(generatePlaylist({ prompt }).songs);
    expect(songs('french songs').filter((song) => song.language === 'fr').length).toBeGreaterThan(
      14,
    );
    expect(songs('jazz').filter((song) => song.genres.includes('jazz')).length).toBeGreaterThan(14);
    const eighties = songs('80s').filter((song) => song.year >= 1980 && song.year <= 1989);
    expect(eighties.length).toBeGreaterThan(16);
    expect(mean(generatePlaylist({ prompt: 'oldies' }).songs, 'year')).toBeLessThan(1980);
    const kpop = songs('k-pop').filter((song) => song.genres.includes('kpop'));
    expect(kpop.length).toBeGreaterThan(10);
  });

  it('names playlists like a person would, in 2 to 5 Title Case words', () => {
    const prompts = [
      'rainy sunday morning, coffee, slow start',
      'hype gym workout',
      'late night drive through the city',
      'sad',
      'not sad',
      'asdf qwerty',
      '',
      'summer beach party',
      'jazz',
    ];
    for (const prompt of prompts) {
      const { name } = generatePlaylist({ prompt });
      const words = name.split(' ');
      expect(words.length, name).toBeGreaterThanOrEqual(2);
      expect(words.length, name).toBeLessThanOrEqual(5);
      for (const word of words) expect(word[0], name).toMatch(/[A-Z0-9]/);
    }
    const photoName = generatePlaylist({ prompt: '', image: NIGHT }).name;
    expect(photoName).toMatch(/Night|Blue|Dark|Midnight/);
  });
});
