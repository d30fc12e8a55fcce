import { describe, expect, it } from 'vitest';
import { catalogFor } from './catalog';
import { clockText, isoDuration } from './durations';
import { agoText } from './invidious-objects';
import { decodePageToken, encodePageToken } from './page-token';
import { VIDEO_ID } from './seeds';

const NOW = Date.UTC(2026, 5, 1, 12);
const share = (videos: { durationSeconds: number }[], test: (s: number) => boolean) =>
  videos.filter((video) => test(video.durationSeconds)).length / videos.length;

describe('the video catalogue', () => {
  it('gives the same videos for the same query, whatever the case and accents', () => {
    const first = catalogFor('Rainy Café Jazz', NOW);
    expect(first.length).toBeGreaterThanOrEqual(56);
    expect(first.length).toBeLessThanOrEqual(64);
    expect(catalogFor('Rainy Café Jazz', NOW)).toEqual(first);
    expect(catalogFor('rainy cafe jazz', NOW).map((v) => v.id)).toEqual(first.map((v) => v.id));
    // Dates count back from the start of the day, so later the same day nothing changes.
    expect(catalogFor('Rainy Café Jazz', NOW + 3_600_000)).toEqual(first);
  });

  it('gives other videos for another query, titled from its words', () => {
    const rain = catalogFor('rainy cafe jazz', NOW);
    const hiking = catalogFor('hiking in the alps', NOW);
    const shared = hiking.filter((video) => rain.some((other) => other.id === video.id));
    expect(shared).toEqual([]);
    for (const video of hiking) expect(video.title).toMatch(/hiking|alps/i);
    expect(
      hiking.filter((video) => video.title.includes('Hiking in the Alps')).length,
    ).toBeGreaterThan(hiking.length / 2);
    expect(rain.some((video) => /Rainy Café|Rainy Cafe/.test(video.title))).toBe(true);
  });

  it('makes ids like YouTube ids, unique within a query, and plausible counts', () => {
    const videos = catalogFor('lofi beats to study to', NOW);
    for (const video of videos) {
      expect(video.id).toMatch(VIDEO_ID);
      expect(video.channelId).toMatch(/^UC[A-Za-z0-9_-]{22}$/);
      expect(video.publishedAt).toBeLessThan(NOW);
      expect(video.likeCount).toBeLessThan(video.viewCount);
      expect(video.viewCount).toBeGreaterThanOrEqual(1000);
    }
    expect(new Set(videos.map((video) => video.id)).size).toBe(videos.length);
  });

  it('spreads lengths by what the query is about', () => {
    const music = catalogFor('indie acoustic songs', NOW);
    expect(share(music, (s) => s >= 180 && s <= 360)).toBeGreaterThan(0.45);
    const ambient = catalogFor('rain sounds for sleep', NOW);
    expect(share(ambient, (s) => s >= 3600 && s <= 36_600)).toBeGreaterThan(0.4);
    const general = catalogFor('hiking in the alps', NOW);
    expect(share(general, (s) => s >= 300 && s <= 1500)).toBeGreaterThan(0.45);
    // About one in ten under a minute, even when the query is not about shorts.
    for (const videos of [music, ambient, general]) {
      expect(share(videos, (s) => s < 60)).toBeGreaterThan(0.02);
      expect(share(videos, (s) => s < 60)).toBeLessThan(0.2);
    }
  });

  it('answers a shorts query with mostly videos under a minute, and some just over', () => {
    for (const query of ['cozy autumn #shorts', 'cat shorts']) {
      const videos = catalogFor(query, NOW);
      expect(share(videos, (s) => s < 60)).toBeGreaterThan(0.6);
      expect(share(videos, (s) => s >= 60 && s <= 90)).toBeGreaterThan(0.05);
      expect(videos.filter((video) => video.durationSeconds < 60)[0]?.title).toMatch(/#shorts/);
    }
  });
});

describe('lengths, dates and page tokens', () => {
  it('writes ISO 8601 durations as YouTube does', () => {
    expect(isoDuration(65)).toBe('PT1M5S');
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(900)).toBe('PT15M');
    expect(isoDuration(7200)).toBe('PT2H');
    expect(isoDuration(3 * 3600 + 12)).toBe('PT3H12S');
    expect(isoDuration(90_061)).toBe('P1DT1H1M1S');
    expect(isoDuration(0)).toBe('P0D');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(3 * 3600 + 12)).toBe('3:00:12');
  });

  it('makes page tokens like YouTube’s and reads them back', () => {
    expect(encodePageToken({ offset: 5, before: false })).toBe('CAUQAA');
    expect(encodePageToken({ offset: 5, before: true })).toBe('CAUQAQ');
    for (const offset of [0, 1, 50, 127, 128, 300, 20_000]) {
      const token = encodePageToken({ offset, before: offset % 2 === 0 });
      expect(decodePageToken(token)).toEqual({ offset, before: offset % 2 === 0 });
    }
    for (const bad of ['', 'nope', 'CAUQAg', 'CAU', 'not a token!', 'AAAAAA']) {
      expect(decodePageToken(bad)).toBeNull();
    }
  });

  it('says how long ago, as Invidious does', () => {
    expect(agoText(NOW - 3 * 365 * 86_400_000 - 1000, NOW)).toBe('3 years ago');
    expect(agoText(NOW - 86_400_000, NOW)).toBe('1 day ago');
    expect(agoText(NOW - 2 * 3_600_000, NOW)).toBe('2 hours ago');
  });
});
