// Typo-tolerant string similarity for song requests ("bohemain rapsody") and catalog search.
// Inputs are already folded (foldText of @moodtape/core). Scores are 0..1, 1 meaning equal.

export function editSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// How well the words of `query` are covered by the words of `target`, each query word taking
// its best-matching target word; short words must match exactly, since one letter off in
// "she" or "you" is another word.
export function wordCoverage(query: readonly string[], target: readonly string[]): number {
  if (query.length === 0 || target.length === 0) return 0;
  let total = 0;
  let weight = 0;
  for (const word of query) {
    let best = 0;
    for (const candidate of target) {
      const similarity =
        word.length <= 3 || candidate.length <= 3
          ? Number(word === candidate)
          : editSimilarity(word, candidate);
      if (similarity > best) best = similarity;
      if (best === 1) break;
    }
    // Longer words say more about which song is meant than "the" or "a".
    const wordWeight = Math.min(word.length, 8);
    total += (best < 0.6 ? 0 : best) * wordWeight;
    weight += wordWeight;
  }
  return total / weight;
}

// Coverage in both directions, so that "queen" covers "Queen" fully but only part of
// "Bohemian Rhapsody Queen".
export function textSimilarity(query: readonly string[], target: readonly string[]): number {
  const forward = wordCoverage(query, target);
  if (forward === 0) return 0;
  const backward = wordCoverage(target, query);
  const whole = editSimilarity(query.join(' '), target.join(' '));
  return Math.max(whole, 0.7 * forward + 0.3 * backward);
}
