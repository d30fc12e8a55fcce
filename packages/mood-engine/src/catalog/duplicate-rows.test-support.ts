// Test helpers for "no row twice" checks over the catalog and the curated lists.

// A row's text run together: case, accents, spaces and punctuation aside, so "Ob-La-Di" and
// "Obladi" collide. Not core's foldText on purpose: the check must not rest on the rule the
// engine itself uses to drop duplicates.
export function compactKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The keys that occur more than once. */
export function duplicates(keys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([key]) => key);
}
