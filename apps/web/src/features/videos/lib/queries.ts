// Search queries of a video section (spec 2 Section settings; spec 5: added queries are
// de-duplicated). Two queries that differ only in case or spacing search the same thing.

const key = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

export function uniqueQueries(queries: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of queries) {
    const query = raw.trim().replace(/\s+/g, ' ');
    if (query === '' || seen.has(key(query))) continue;
    seen.add(key(query));
    out.push(query);
  }
  return out;
}

// The textarea's lines (one query per line) that are new to `existing`.
export function newQueries(existing: readonly string[], text: string): string[] {
  const known = new Set(existing.map(key));
  return uniqueQueries(text.split(/\r?\n/)).filter((query) => !known.has(key(query)));
}
