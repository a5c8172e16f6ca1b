/** A search candidate with its title, summary and body already folded (lower case, no accents). */
export type Candidate<T> = readonly [item: T, title: string, summary: string, body: string];

/**
 * The candidates that match every pattern (one per word of the query), best first as the help
 * centre's API ranks them: a word in the title counts 3, in the summary 2, in the body 1; equal
 * scores by title. The fixture API and the offline index both rank with it, so a search that falls
 * back to the index lists what the API would have.
 */
export function rankByWords<T>(candidates: Iterable<Candidate<T>>, patterns: readonly RegExp[], titleOf: (item: T) => string): T[] {
  if (patterns.length === 0) return [];
  const scored: { item: T; score: number }[] = [];
  for (const [item, title, summary, body] of candidates) {
    let score = 0;
    for (const pattern of patterns) {
      const weight = pattern.test(title) ? 3 : pattern.test(summary) ? 2 : pattern.test(body) ? 1 : 0;
      if (weight === 0) {
        score = 0;
        break;
      }
      score += weight;
    }
    if (score > 0) scored.push({ item, score });
  }
  return scored.sort((a, b) => b.score - a.score || titleOf(a.item).localeCompare(titleOf(b.item))).map((s) => s.item);
}
