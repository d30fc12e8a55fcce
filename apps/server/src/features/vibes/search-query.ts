// Turns what a person types into Discover's search box into a full-text query. Only runs
// of letters and digits survive, so no tsquery syntax can be injected, and every word
// matches as a prefix so results follow the typing ("sun" finds "sunset").
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 8;

export function toPrefixTsquery(search: string | undefined): string | null {
  const words = (search ?? '').normalize('NFC').toLowerCase().match(WORD) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_WORDS);
  if (unique.length === 0) return null;
  return unique.map((word) => `${word}:*`).join(' & ');
}
