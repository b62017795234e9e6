/**
 * Inserts words into a frequency-ordered list at given 1-based ranks. Additions already in the
 * list are skipped (the list's own rank wins); the others are placed so that each lands at its
 * rank as long as earlier insertions allow, pushing the list's words down. Used by
 * `scripts/generate-ranks.ts` to repair source lists that lost words (see the package README).
 *
 * @param words - Words in descending frequency order, already normalised and de-duplicated.
 * @param additions - `[word, rank]` pairs, in any order; ranks below 1 count as 1.
 * @returns A new list; additions ranked beyond its end are appended in rank order.
 */
export function insertAtRanks(
  words: readonly string[],
  additions: readonly (readonly [word: string, rank: number])[],
): string[] {
  const seen = new Set(words)
  const pending: (readonly [string, number])[] = []
  for (const [word, rank] of additions.toSorted((a, b) => a[1] - b[1])) {
    if (seen.has(word)) continue
    seen.add(word)
    pending.push([word, rank])
  }
  const merged: string[] = []
  let next = 0
  const flushUpTo = (limit: number): void => {
    for (let item = pending[next]; item !== undefined && item[1] <= limit; item = pending[next]) {
      merged.push(item[0])
      next += 1
    }
  }
  for (const word of words) {
    flushUpTo(merged.length + 1)
    merged.push(word)
  }
  flushUpTo(Infinity)
  return merged
}
