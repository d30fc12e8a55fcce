import { ACTIVITY_ICON_HINTS } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES, CREATORS } from '../around/index';
import { compactKey, duplicates } from '../catalog/duplicate-rows.test-support';
import { TAGS } from '../catalog/vocabulary';
import { MOVIES, TV_SHOWS } from '../screen/index';
import { CREATOR_PLATFORMS, SCREEN_GENRES, type MoodProfile } from './types';

function expectMood(item: MoodProfile & { description: string }, label: string) {
  for (const feature of ['valence', 'energy', 'acousticness'] as const) {
    expect(item[feature], `${label} ${feature}`).toBeGreaterThanOrEqual(0);
    expect(item[feature], `${label} ${feature}`).toBeLessThanOrEqual(1);
  }
  for (const tag of item.tags) expect(TAGS, label).toContain(tag);
  // One short sentence of our own.
  expect(item.description.length, label).toBeGreaterThan(20);
  expect(item.description.length, label).toBeLessThan(200);
  expect(item.description, label).toMatch(/[.!?]$/);
}

describe('movies and TV shows', () => {
  it('has at least 200 movies and 120 shows', () => {
    expect(MOVIES.length).toBeGreaterThanOrEqual(200);
    expect(TV_SHOWS.length).toBeGreaterThanOrEqual(120);
  });

  it('lists no movie (title and year) or show twice', () => {
    expect(duplicates(MOVIES.map((m) => `${compactKey(m.title)}|${m.year}`))).toEqual([]);
    expect(duplicates(TV_SHOWS.map((s) => compactKey(s.title)))).toEqual([]);
  });

  it('gives every title a plausible year, genres and mood', () => {
    const thisYear = new Date().getFullYear();
    for (const title of [...MOVIES, ...TV_SHOWS]) {
      expect(Number.isInteger(title.year), title.title).toBe(true);
      expect(title.year, title.title).toBeGreaterThanOrEqual(1920);
      expect(title.year, title.title).toBeLessThanOrEqual(thisYear);
      expect(title.genres.length, title.title).toBeGreaterThan(0);
      for (const genre of title.genres) expect(SCREEN_GENRES, title.title).toContain(genre);
      expect(title.country, title.title).toMatch(/^[A-Z]{2}$/);
      expectMood(title, title.title);
    }
  });

  it('is varied across decades, countries and moods', () => {
    const decades = new Set(MOVIES.map((m) => Math.floor(m.year / 10) * 10));
    for (const decade of [1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020]) {
      expect(decades, `${decade}s`).toContain(decade);
    }
    expect(new Set(MOVIES.map((m) => m.country)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(TV_SHOWS.map((s) => s.country)).size).toBeGreaterThanOrEqual(8);
    expect(MOVIES.filter((m) => m.valence < 0.3).length).toBeGreaterThanOrEqual(20);
    expect(MOVIES.filter((m) => m.valence > 0.8).length).toBeGreaterThanOrEqual(20);
  });
});

describe('activities', () => {
  it('has at least three activities for every icon hint', () => {
    for (const hint of ACTIVITY_ICON_HINTS) {
      expect(ACTIVITIES.filter((a) => a.iconHint === hint).length, hint).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists no activity twice and gives each a mood', () => {
    expect(duplicates(ACTIVITIES.map((a) => compactKey(a.title)))).toEqual([]);
    for (const activity of ACTIVITIES) expectMood(activity, activity.title);
  });
});

describe('creators', () => {
  it('has at least 80 creators on several platforms', () => {
    expect(CREATORS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(CREATORS.map((c) => c.platform)).size).toBeGreaterThanOrEqual(6);
    for (const creator of CREATORS) expect(CREATOR_PLATFORMS).toContain(creator.platform);
  });

  it('lists no creator twice on one platform', () => {
    expect(duplicates(CREATORS.map((c) => `${compactKey(c.name)}|${c.platform}`))).toEqual([]);
    expect(duplicates(CREATORS.map((c) => c.channelUrl.toLowerCase()))).toEqual([]);
  });

  it('links every creator to a valid https page on its platform', () => {
    const hosts: Partial<Record<string, RegExp>> = {
      YouTube: /^www\.youtube\.com$/,
      Twitch: /^www\.twitch\.tv$/,
      TikTok: /^www\.tiktok\.com$/,
      Instagram: /^www\.instagram\.com$/,
      SoundCloud: /^soundcloud\.com$/,
      Bandcamp: /\.bandcamp\.com$/,
    };
    for (const creator of CREATORS) {
      const url = new URL(creator.channelUrl);
      expect(url.protocol, creator.name).toBe('https:');
      expect(url.href.replace(/\/$/, ''), creator.name).toBe(creator.channelUrl.replace(/\/$/, ''));
      const host = hosts[creator.platform];
      if (host) expect(url.hostname, creator.name).toMatch(host);
      if (creator.platform === 'YouTube')
        expect(url.pathname, creator.name).toMatch(/^\/@[\w.-]+$/);
      if (creator.spotifyUri !== null) {
        expect(creator.spotifyUri, creator.name).toMatch(/^spotify:show:[A-Za-z0-9]{22}$/);
      }
      expectMood(creator, creator.name);
    }
  });
});
