import {
  ACTIVITY_ICON_HINTS,
  normalizeGradient,
  SuggestionsSchema,
  VideoQueriesSchema,
} from '@moodtape/core';
import { generateTheme, type ImageMood } from '@moodtape/mood-engine';
import { describe, expect, it } from 'vitest';
import { answerTask } from './tasks';

// The messages as apps/server/src/integrations/ai/chat-messages.ts builds them.
const ask = (lines: string[], imageMood: ImageMood | null = null) =>
  JSON.parse(answerTask({ text: lines.join('\n'), imageMood }) ?? 'null');

const SONGS = [
  "Don't Know Why — Norah Jones",
  'Holocene — Bon Iver',
  'Pink Moon — Nick Drake',
  'Harvest Moon — Neil Young',
];

const around = (task: string, mood: string, extra: string[] = []) => [
  `Task: ${task}`,
  `Mood: ${mood}`,
  ...extra,
  'Playlist: Rainy Sunday Coffee',
  'Current playlist:',
  ...SONGS,
];

const NIGHT: ImageMood = {
  brightness: 0.15,
  saturation: 0.4,
  warmth: -0.6,
  contrast: 0.3,
  dominantHues: ['blue', 'black'],
};

describe('video-queries', () => {
  it('answers the four query groups and a valid gradient', () => {
    const answer = ask(around('video-queries', 'rainy cozy sunday'));
    expect(VideoQueriesSchema.parse(answer)).toEqual(answer);
    expect(answer.musicQueries[0]).toBe("Norah Jones Don't Know Why official video");
    for (const group of ['ambientQueries', 'generalQueries', 'shortsQueries'] as const) {
      expect(answer[group].length).toBeGreaterThanOrEqual(2);
    }
    expect(normalizeGradient(answer.gradient)).toBe(answer.gradient);
  });

  it('reads the playlist block to its end and names its artists', () => {
    const answer = ask(around('video-queries', ''));
    const artists = ['Norah Jones', 'Bon Iver', 'Nick Drake', 'Neil Young'];
    for (const query of answer.musicQueries as string[]) {
      expect(
        artists.some((artist) => query.startsWith(artist)),
        query,
      ).toBe(true);
    }
  });

  it('reads a photo, from its pixels or from its description', () => {
    const plain = ask(around('video-queries', ''));
    const seen = ask(around('video-queries', ''), NIGHT);
    const described = ask(
      around('video-queries', '', ['Photo: a dark, cool, blue toned photo; mood: night, calm']),
    );
    expect(seen.gradient).not.toBe(plain.gradient);
    expect(described.gradient).not.toBe(plain.gradient);
  });
});

describe('theme', () => {
  it('answers the gradient the mood engine picks for the mood', () => {
    const answer = ask(['Task: theme', 'Mood: calm night by the sea']);
    expect(Object.keys(answer)).toEqual(['gradient']);
    expect(answer.gradient).toBe(generateTheme({ prompt: 'calm night by the sea' }).gradient);
    expect(normalizeGradient(answer.gradient)).toBe(answer.gradient);
    expect(ask(['Task: theme', 'Mood: gym hype']).gradient).not.toBe(answer.gradient);
  });
});

describe('suggestions', () => {
  it('answers movies, shows, activities and creators', () => {
    const answer = ask(around('suggestions', 'rainy cozy sunday'));
    expect(SuggestionsSchema.parse(answer)).toEqual(answer);
    expect(answer.movies).toHaveLength(6);
    expect(answer.tvShows).toHaveLength(6);
    expect(answer.activities).toHaveLength(8);
    expect(answer.creators).toHaveLength(4);
    expect(typeof answer.movies[0].year).toBe('number');
    for (const activity of answer.activities as Array<{ iconHint: string }>) {
      expect(ACTIVITY_ICON_HINTS as readonly string[]).toContain(activity.iconHint);
    }
  });

  it('follows the mood', () => {
    const cozy = ask(around('suggestions', 'rainy cozy sunday'));
    const hype = ask(around('suggestions', 'gym hype workout', []));
    expect(cozy.movies).not.toEqual(hype.movies);
  });
});
