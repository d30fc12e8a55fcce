import { foldText } from '../fold-text';

// Titles folded for matching, the way TMDB's search forgives: case, accents, apostrophes
// and punctuation do not count ("amelie" finds "Amélie", "schindlers list" finds
// "Schindler's List"), and "&" reads as "and".
export function titleWords(text: string): string[] {
  return foldText(text);
}

/** The words run together, so "spiderman" and "WALL-E" meet "Spider-Man" and "WALL·E". */
export function compactTitle(words: readonly string[]): string {
  return words.join('');
}
