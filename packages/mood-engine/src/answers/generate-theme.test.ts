import { normalizeGradient, parseGradient } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import type { ImageMood } from '../image/image-mood';
import { generateTheme } from './generate-theme';

const PROMPTS = [
  'rainy cozy sunday with coffee',
  'gym hype beast mode',
  'late night drive through a neon city',
  'summer beach party',
  'sad breakup songs',
  'christmas morning by the fire',
  '',
  '80s nostalgia',
  'calm night sleep',
  'sunny morning happy',
  'pink dreamy clouds',
  'forest walk in autumn',
  'angry metal workout',
  'blue ocean waves',
  'focus study session',
  'romantic candlelit dinner',
  'jazz cafe',
  'snowy winter cabin',
  'road trip through the desert',
  'k-pop dance party',
  'lofi beats to study to',
  'melancholy piano in the rain',
  'tropical sunset',
  'dark and mysterious',
  'golden hour picnic',
  'not sad at all',
  'very very calm',
  'techno warehouse rave',
  'bossa nova on a balcony',
  'spring flowers blooming',
  'heavy thunderstorm',
  'meditation and yoga',
  'wedding first dance',
  'karaoke with friends',
  'cleaning the house on saturday',
  'morning commute on the train',
  'green tea and a good book',
  'purple haze',
  'red and black',
  'white snow silence',
  'grey rainy london',
  'teal lagoon',
  'orange autumn leaves',
  'yellow sunflowers',
  'taylor swift vibes',
  'songs like radiohead',
  'hip hop cypher',
  'classical music for reading',
  'reggae by the beach',
  'épique aventure ✨ 🎉 !!!',
];

describe('generateTheme', () => {
  it('gives a valid gradient of 2 to 4 colour stops for 50 varied prompts', () => {
    expect(PROMPTS).toHaveLength(50);
    for (const prompt of PROMPTS) {
      const { gradient } = generateTheme({ prompt });
      expect(normalizeGradient(gradient), prompt).toBe(gradient);
      const stops = parseGradient(gradient)?.stops ?? [];
      expect(stops.length, prompt).toBeGreaterThanOrEqual(2);
      expect(stops.length, prompt).toBeLessThanOrEqual(4);
      expect(gradient, prompt).toMatch(
        /^linear-gradient\(\d+deg, (#[0-9a-f]{6} \d+%(, )?){2,4}\)$/,
      );
    }
  });

  it('gives different prompts visibly different gradients', () => {
    const gradients = new Set(PROMPTS.map((prompt) => generateTheme({ prompt }).gradient));
    expect(gradients.size).toBe(PROMPTS.length);
  });

  it('is deterministic', () => {
    for (const prompt of PROMPTS.slice(0, 10)) {
      expect(generateTheme({ prompt })).toEqual(generateTheme({ prompt }));
    }
  });

  it('makes dark, calm moods deep and cool, and sunny ones warm and light', () => {
    const calm = colours(generateTheme({ prompt: 'calm night sleep' }).gradient);
    const sunny = colours(generateTheme({ prompt: 'sunny summer morning, so happy' }).gradient);
    expect(average(calm.map((c) => c.light))).toBeLessThan(average(sunny.map((c) => c.light)));
    expect(calm.every((c) => c.b >= c.r)).toBe(true);
    expect(sunny.every((c) => c.r > c.b)).toBe(true);
  });

  it('takes its colours from a photo when given one', () => {
    const warm: ImageMood = {
      brightness: 0.75,
      saturation: 0.6,
      warmth: 0.7,
      contrast: 0.4,
      dominantHues: ['orange', 'yellow'],
    };
    const cold: ImageMood = {
      brightness: 0.18,
      saturation: 0.45,
      warmth: -0.6,
      contrast: 0.3,
      dominantHues: ['blue', 'black'],
    };
    const fromWarm = colours(generateTheme({ prompt: '', image: warm }).gradient);
    const fromCold = colours(generateTheme({ prompt: '', image: cold }).gradient);
    expect(fromWarm.every((c) => c.r > c.b)).toBe(true);
    expect(fromCold.every((c) => c.b > c.r)).toBe(true);
    expect(average(fromCold.map((c) => c.light))).toBeLessThan(
      average(fromWarm.map((c) => c.light)),
    );
  });
});

function colours(gradient: string) {
  return [...gradient.matchAll(/#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/g)].map((m) => {
    const [r, g, b] = [m[1], m[2], m[3]].map((hex) => parseInt(hex ?? '0', 16)) as [
      number,
      number,
      number,
    ];
    return { r, g, b, light: (Math.max(r, g, b) + Math.min(r, g, b)) / 2 };
  });
}

function average(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
