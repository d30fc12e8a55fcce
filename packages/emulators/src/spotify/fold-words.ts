// Words for matching, the way Spotify's search forgives: case, accents, apostrophes and
// punctuation do not count, and words that only join names ("Simon & Garfunkel",
// "feat. Guest") are dropped, on both the query's side and the track's.
const JOINERS = new Set(['and', 'feat', 'ft', 'featuring', 'with', 'x']);

export function foldWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !JOINERS.has(word));
}
