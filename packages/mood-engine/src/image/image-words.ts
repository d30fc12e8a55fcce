// A photo's colour statistics in words the lexicon understands, so that a photo is read the
// same way whether the built-in engine or a language model gets its description.
import type { ImageMood } from './image-mood';

export interface ImageWords {
  light: string | null;
  temperature: string | null;
  hues: readonly string[];
  contrast: string;
  colours: string;
  feel: readonly string[];
}

// HSV saturation runs high in near-black pixels (a navy night sky is "fully saturated"), but
// nobody sees a dark photo as colourful: colour needs light.
export function colourfulness(mood: ImageMood): number {
  return mood.saturation * Math.min(1, mood.brightness / 0.45);
}

export function imageWords(mood: ImageMood): ImageWords {
  const dark = mood.brightness < 0.3;
  const bright = mood.brightness > 0.62;
  const warm = mood.warmth > 0.2;
  const cool = mood.warmth < -0.2;
  const vivid = colourfulness(mood) > 0.42;
  const muted = colourfulness(mood) < 0.15;
  return {
    light: dark ? 'dark' : mood.brightness < 0.42 ? 'dim' : bright ? 'bright' : null,
    temperature: warm ? 'warm' : cool ? 'cool' : null,
    hues: mood.dominantHues,
    contrast: mood.contrast > 0.6 ? 'high' : mood.contrast < 0.25 ? 'low' : 'medium',
    colours: vivid ? 'vivid' : muted ? 'muted' : 'soft',
    feel: feelWords(mood, { dark, bright, warm, cool, vivid, muted }),
  };
}

interface Traits {
  dark: boolean;
  bright: boolean;
  warm: boolean;
  cool: boolean;
  vivid: boolean;
  muted: boolean;
}

function feelWords(mood: ImageMood, t: Traits): string[] {
  const hues = new Set(mood.dominantHues);
  const words: string[] = [];
  if (t.dark && t.vivid && !t.cool) words.push('neon', 'night');
  else if (t.dark && t.cool) words.push('night', 'calm', 'dreamy');
  else if (t.dark && t.warm) words.push('late night', 'cozy');
  else if (t.dark) words.push('night', 'mysterious');
  if (t.bright && t.warm && colourfulness(mood) > 0.3)
    words.push('summer', 'sunny', 'beach', 'happy');
  else if (t.bright && t.warm) words.push('sunny', 'morning');
  else if (t.bright && t.cool && (hues.has('teal') || hues.has('blue')))
    words.push('ocean', 'breezy');
  else if (t.bright && hues.has('white')) words.push('snow', 'peaceful');
  if (!t.dark && hues.has('green')) words.push('forest');
  if (!t.dark && !t.bright && (hues.has('orange') || hues.has('pink'))) words.push('sunset');
  if (t.muted && !t.bright) words.push('rainy', 'melancholy');
  if (words.length === 0) words.push(t.vivid ? 'upbeat' : 'chill');
  return [...new Set(words)];
}
