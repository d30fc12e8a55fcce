import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { beachPhoto, nightPhoto } from './synthetic-photos.test-support';
import { analyzeText } from '../lexicon/analyze-text';
import { describeImageMood } from './describe-image-mood';
import { imageMoodFromBytes } from './image-from-bytes';
import { imageMoodFromPixels } from './image-mood';

describe('image mood', () => {
  it('reads a night photo as dark, cold and blue', () => {
    const { rgba, width, height } = nightPhoto();
    const mood = imageMoodFromPixels(rgba, width, height);
    expect(mood.brightness).toBeLessThan(0.2);
    expect(mood.warmth).toBeLessThan(-0.5);
    expect(mood.dominantHues).toContain('blue');
  });

  it('reads a beach photo as bright, warm and colourful', () => {
    const { rgba, width, height } = beachPhoto();
    const mood = imageMoodFromPixels(rgba, width, height);
    expect(mood.brightness).toBeGreaterThan(0.6);
    expect(mood.warmth).toBeGreaterThan(0.4);
    expect(mood.saturation).toBeGreaterThan(0.4);
    expect(mood.dominantHues.some((hue) => ['yellow', 'orange'].includes(hue))).toBe(true);
  });

  it('gives the same mood from an encoded PNG as from its pixels', async () => {
    for (const photo of [nightPhoto(), beachPhoto()]) {
      const png = await sharp(Buffer.from(photo.rgba), {
        raw: { width: photo.width, height: photo.height, channels: 4 },
      })
        .png()
        .toBuffer();
      const fromBytes = await imageMoodFromBytes(png);
      const fromPixels = imageMoodFromPixels(photo.rgba, photo.width, photo.height);
      expect(fromBytes.brightness).toBeCloseTo(fromPixels.brightness, 1);
      expect(fromBytes.warmth).toBeCloseTo(fromPixels.warmth, 1);
      expect(fromBytes.saturation).toBeCloseTo(fromPixels.saturation, 1);
      expect(fromBytes.dominantHues[0]).toBe(fromPixels.dominantHues[0]);
    }
  });

  it('rejects bytes that are not an image', async () => {
    await expect(imageMoodFromBytes(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow();
  });

  it('describes a photo in words the lexicon understands', () => {
    const { rgba, width, height } = nightPhoto();
    const description = describeImageMood(imageMoodFromPixels(rgba, width, height));
    expect(description).toMatch(/^a dark, cool, blue.* toned photo with low contrast/);
    const understood = analyzeText(description).terms.map((term) => term.word.phrase);
    expect(understood).toEqual(expect.arrayContaining(['dark', 'night', 'calm', 'dreamy']));
  });
});
