// How the catalogue reads a query: its folded words (@moodtape/core's foldWords) decide which
// videos it gets (so "Rainy Café" and "rainy cafe" find the same ones), the words as typed go
// into titles.
export const STOP_WORDS = new Set(
  'a an and the of for with in on at to my your our by from is it this that'.split(' '),
);

/** The query's words as typed, without "#shorts" and stray punctuation, at most six. */
export function shownWords(query: string): string[] {
  return query
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/^[#"'“‘([{]+|[)\]}"'”’.,!?:;]+$/gu, ''))
    .filter((word) => word !== '' && word.toLowerCase() !== 'shorts')
    .slice(0, 6);
}

export function titleCase(word: string): string {
  const first = [...word][0] ?? '';
  return `${first.toUpperCase()}${word.slice(first.length)}`;
}
