// Which titles a query finds, best first. TMDB's search is fuzzy: every query word must
// start a word of the title (so partial titles match while typing), or the query run
// together must appear in the title run together. Ranked by how close the title is to the
// query, then by popularity, as TMDB ranks:
// https://developer.themoviedb.org/reference/search-movie
// Titles and queries are compared as @moodtape/core's foldWords, which forgives what TMDB's
// search forgives: case, accents, apostrophes and punctuation ("amelie" finds "Amélie",
// "schindlers list" finds "Schindler's List"), and "&" reads as "and".
import { foldWords } from '@moodtape/core';

export type Searchable = {
  id: number;
  year: number;
  popularity: number;
  words: readonly string[];
};

const ARTICLES = new Set(['the', 'a', 'an']);

/** The words run together, so "spiderman" and "WALL-E" meet "Spider-Man" and "WALL·E". */
function compactTitle(words: readonly string[]): string {
  return words.join('');
}

function withoutArticle(words: readonly string[]): readonly string[] {
  return words.length > 1 && ARTICLES.has(words[0] ?? '') ? words.slice(1) : words;
}

// The title's first words are the query's; the last query word may be half typed.
const startsWith = (title: readonly string[], query: readonly string[]) =>
  query.length <= title.length &&
  query.every((word, i) =>
    i === query.length - 1 ? (title[i] ?? '').startsWith(word) : title[i] === word,
  );

// 0: the title itself (a leading article and punctuation aside); 1: the title starts with
// the query; 2: every query word starts a title word; 3: only the run-together text
// matches. undefined: no match.
export function matchTier(title: readonly string[], query: readonly string[]): number | undefined {
  if (query.length === 0) return undefined;
  const bareTitle = withoutArticle(title);
  const bareQuery = withoutArticle(query);
  if (compactTitle(bareTitle) === compactTitle(bareQuery)) return 0;
  if (startsWith(title, query) || startsWith(bareTitle, bareQuery)) return 1;
  if (query.every((word) => title.some((t) => t.startsWith(word)))) return 2;
  const needle = compactTitle(query);
  return needle.length >= 3 && compactTitle(title).includes(needle) ? 3 : undefined;
}

/** The records the query finds in `year` (when given), best first. */
export function rankTitles<T extends Searchable>(
  records: readonly T[],
  query: string,
  year?: number,
): T[] {
  const words = foldWords(query);
  const found: { record: T; tier: number; extra: number }[] = [];
  for (const record of records) {
    if (year !== undefined && record.year !== year) continue;
    const tier = matchTier(record.words, words);
    if (tier === undefined) continue;
    // Among equally good matches, a title with fewer words beyond the query is closer.
    found.push({ record, tier, extra: Math.max(0, record.words.length - words.length) });
  }
  return found
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        a.extra - b.extra ||
        b.record.popularity - a.record.popularity ||
        a.record.id - b.record.id,
    )
    .map(({ record }) => record);
}
