// Text folding shared by the lexicon, the catalog lookups and the fuzzy search, so that a
// prompt, a song request and a catalog row are compared in one canonical form.

const COMBINING_MARKS = /[\u0300-\u036f]/g;

// Lower-case, accents folded ("Beyoncé" -> "beyonce"), "&" read as "and", apostrophes
// dropped so that "don't" and "90's" stay one word, every other symbol a space.
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}
