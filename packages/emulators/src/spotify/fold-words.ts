// Words for matching, the way Spotify's search forgives: case, accents, apostrophes and
// punctuation do not count, and words that only join names ("Simon & Garfunkel",
// "feat. Guest") are dropped, on both the query's side and the track's.
import { foldText } from '../fold-text';

const JOINERS = new Set(['and', 'feat', 'ft', 'featuring', 'with', 'x']);

export function foldWords(text: string): string[] {
  return foldText(text).filter((word) => !JOINERS.has(word));
}
