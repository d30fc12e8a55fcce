// Text as search services compare it: case, accents, apostrophes and punctuation do not
// count, and "&" reads as "and" (song matching, poster matching, poster cache keys).
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
