// The theme call (AMENDMENTS A6): a colour gradient for the vibe's page, from its words and
// photo. The result always passes @moodtape/core's normalizeGradient.
import { normalizeGradient } from '@moodtape/core';
import type { ImageMood } from '../image/image-mood';
import { readMood } from '../mood/read-mood';
import { moodGradient } from '../theme/mood-gradient';

export interface ThemeInput {
  prompt: string;
  image?: ImageMood | null;
}

const FALLBACK = 'linear-gradient(135deg, #1e3c72 0%, #2a5298 50%, #6dd5ed 100%)';

export function generateTheme(input: ThemeInput): { gradient: string } {
  const image = input.image ?? null;
  const mood = readMood({ prompt: input.prompt, image });
  const raw = moodGradient({ target: mood.target, terms: mood.terms, image, seed: mood.seed });
  // Built from checked numbers, so never refused; the check keeps that promise explicit.
  return { gradient: normalizeGradient(raw) ?? FALLBACK };
}
