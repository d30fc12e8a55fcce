// Everything a generation request asks for: the prompt's words and artists and the photo's
// colours, mixed into one target (words weigh more than the photo when both are given).
import { foldText } from '@moodtape/core';
import { analyzeImage } from '../image/image-target';
import type { ImageMood } from '../image/image-mood';
import { analyzeText, type MatchedTerm } from '../lexicon/analyze-text';
import type { ArtistMention } from '../lexicon/artist-mentions';
import { artistTarget } from '../target/artist-target';
import { blendTargets, mixTargets } from '../target/blend-targets';
import { TargetBuilder } from '../target/target-builder';
import { isEmptyTarget, type MoodTarget } from '../target/mood-target';
import { hashString } from '../text/hash';

const TEXT_SHARE = 0.65;
const IMAGE_SHARE = 0.35;

export interface ReadPrompt {
  target: MoodTarget;
  terms: readonly MatchedTerm[];
  imageTerms: readonly MatchedTerm[];
  artists: readonly ArtistMention[];
  seed: number;
}

export function readPrompt(prompt: string, image: ImageMood | null | undefined): ReadPrompt {
  const text = analyzeText(prompt);
  const textTarget = blendTargets([
    { target: text.target, share: 1 },
    ...text.artists.map((artist) => ({ target: artistTarget(artist.key), share: 1 })),
  ]);
  const photo = image ? analyzeImage(image) : null;
  let target = textTarget;
  if (photo) {
    target = isEmptyTarget(textTarget)
      ? photo.target
      : mixTargets([
          { target: textTarget, share: TEXT_SHARE },
          { target: photo.target, share: IMAGE_SHARE },
        ]);
  }
  return {
    target: isEmptyTarget(target) ? pleasantMix() : target,
    terms: text.terms,
    imageTerms: photo?.terms ?? [],
    artists: text.artists,
    seed: hashString(`${foldText(prompt)}|${image ? imageSignature(image) : ''}`),
  };
}

// A prompt with no word we know still gets a pleasant, middle-of-the-road list.
function pleasantMix(): MoodTarget {
  const builder = new TargetBuilder();
  builder.addFeature('valence', 0.65, 0.4);
  builder.addFeature('energy', 0.6, 0.4);
  return builder.build();
}

function imageSignature(mood: ImageMood): string {
  const figures = [mood.brightness, mood.saturation, mood.warmth, mood.contrast];
  return `${figures.map((n) => n.toFixed(2)).join(',')}:${mood.dominantHues.join(',')}`;
}
