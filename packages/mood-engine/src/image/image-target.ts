// What a photo asks for: features read straight from its colours (bright, warm, colourful
// photos sound happier and livelier; dark, cold, soft ones calmer and sadder), plus what its
// description means to the lexicon (night, beach, forest...).
import { analyzeText, type MatchedTerm } from '../lexicon/analyze-text';
import { blendTargets } from '../target/blend-targets';
import { TargetBuilder } from '../target/target-builder';
import { clampUnit, tempoToUnit, type MoodTarget } from '../target/mood-target';
import { describeImageMood } from './describe-image-mood';
import type { ImageMood } from './image-mood';
import { colourfulness } from './image-words';

export interface ImageAnalysis {
  target: MoodTarget;
  terms: readonly MatchedTerm[];
}

export function analyzeImage(mood: ImageMood): ImageAnalysis {
  const words = analyzeText(describeImageMood(mood));
  return {
    target: blendTargets([
      { target: colourTarget(mood), share: 1 },
      { target: words.target, share: 0.6 },
    ]),
    // A photo is named by its colour first ("Blue Night" rather than "Dark Night").
    terms: [...words.terms].sort((a, b) => Number(isHue(b, mood)) - Number(isHue(a, mood))),
  };
}

function colourTarget(mood: ImageMood): MoodTarget {
  const warmth = (mood.warmth + 1) / 2;
  const colour = colourfulness(mood);
  const valence = clampUnit(0.08 + 0.5 * mood.brightness + 0.25 * warmth + 0.2 * mood.saturation);
  const energy = clampUnit(0.08 + 0.35 * colour + 0.3 * mood.contrast + 0.3 * mood.brightness);
  const acousticness = clampUnit(0.75 - 0.45 * colour - 0.15 * mood.contrast);
  const builder = new TargetBuilder();
  builder.addFeature('valence', valence, 2);
  builder.addFeature('energy', energy, 2);
  builder.addFeature('acousticness', acousticness, 0.8);
  builder.addFeature('tempo', tempoToUnit(75 + 60 * energy), 0.6);
  return builder.build();
}

function isHue(term: MatchedTerm, mood: ImageMood): boolean {
  return mood.dominantHues.some((hue) => term.word.phrase.startsWith(hue));
}
