// Colour statistics of a photo (ImageMood), computed from raw pixels.
import { clampUnit } from '../target/mood-target';
import { COLOUR_NAMES, colourName, type ColourName } from './colour-names';

export interface ImageMood {
  brightness: number;
  saturation: number;
  warmth: number;
  contrast: number;
  dominantHues: string[];
}

// Enough pixels for stable statistics; a large photo is sampled on a grid.
const MAX_SAMPLES = 4096;
// A hue needs this share of the photo to count as dominant.
const DOMINANT_SHARE = 0.12;

export function imageMoodFromPixels(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): ImageMood {
  return imageMoodFromChannels(rgba, width, height, 4);
}

// Alpha, when present, is ignored: a photo's transparent corners are rare and unseen.
export function imageMoodFromChannels(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: number,
): ImageMood {
  const pixels = Math.min(width * height, Math.floor(data.length / channels));
  if (pixels === 0) {
    return { brightness: 0, saturation: 0, warmth: 0, contrast: 0, dominantHues: [] };
  }
  const step = Math.max(1, Math.floor(pixels / MAX_SAMPLES));
  const counts = new Map<ColourName, number>();
  let samples = 0;
  let lumaSum = 0;
  let lumaSquares = 0;
  let saturationSum = 0;
  let warmthSum = 0;
  let chromaSum = 0;
  for (let pixel = 0; pixel < pixels; pixel += step) {
    const offset = pixel * channels;
    const r = (data[offset] ?? 0) / 255;
    const g = (data[offset + 1] ?? 0) / 255;
    const b = (data[offset + 2] ?? 0) / 255;
    const max = Math.max(r, g, b);
    const chroma = max - Math.min(r, g, b);
    const saturation = max === 0 ? 0 : chroma / max;
    const hue = hueDegrees(r, g, b, max, chroma);
    const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    samples++;
    lumaSum += luma;
    lumaSquares += luma * luma;
    saturationSum += saturation;
    // Warm is red-orange (30 degrees), cold its opposite, blue-cyan; weighted by chroma so
    // that greys say nothing.
    warmthSum += chroma * Math.cos(((hue - 30) * Math.PI) / 180);
    chromaSum += Math.max(chroma, 0.1);
    const name = colourName(hue, saturation, max);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const brightness = lumaSum / samples;
  const spread = Math.sqrt(Math.max(0, lumaSquares / samples - brightness * brightness));
  return {
    brightness: round(brightness),
    saturation: round(saturationSum / samples),
    warmth: round(Math.max(-1, Math.min(1, warmthSum / chromaSum))),
    // A luma standard deviation of 0.35 is already a very contrasty photo.
    contrast: round(clampUnit(spread / 0.35)),
    dominantHues: dominant(counts, samples),
  };
}

function hueDegrees(r: number, g: number, b: number, max: number, chroma: number): number {
  if (chroma === 0) return 0;
  let hue: number;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  return (hue * 60 + 360) % 360;
}

function dominant(counts: ReadonlyMap<ColourName, number>, samples: number): string[] {
  const ranked = COLOUR_NAMES.map((name) => ({ name, count: counts.get(name) ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  const strong = ranked.filter(({ count }) => count / samples >= DOMINANT_SHARE);
  return (strong.length > 0 ? strong : ranked).slice(0, 3).map(({ name }) => name);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
