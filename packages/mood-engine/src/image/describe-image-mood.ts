// A photo in words, e.g. "a dark, cool, blue and purple toned photo with low contrast and
// muted colours; mood: night, calm, dreamy". It is shown to language models that cannot
// see images and read back by our own lexicon, so it only uses words the lexicon knows.
import type { ImageMood } from './image-mood';
import { imageWords } from './image-words';

export function describeImageMood(mood: ImageMood): string {
  const words = imageWords(mood);
  const parts: string[] = [];
  const qualities = [words.light, words.temperature].filter((word) => word !== null);
  if (qualities.length > 0) parts.push(qualities.join(', '));
  if (words.hues.length > 0) parts.push(`${joinWords(words.hues)} toned`);
  const opening = ['a', parts.join(', ')].filter((part) => part !== '').join(' ');
  return (
    `${opening} photo with ${words.contrast} contrast and ${words.colours} colours; ` +
    `mood: ${words.feel.join(', ')}`
  );
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}
