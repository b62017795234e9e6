/**
 * Places words into a frequency-ordered list at given 1-based ranks, for repairing a source list
 * with a second corpus (see the package README). A missing word is inserted; a word the list
 * ranks lower (a larger rank) is moved up; a word the list already ranks at least as high keeps
 * its place: each word ends up as frequent as the more generous of the two sources says. Words
 * are placed so that each lands at its rank as far as earlier placements allow, pushing the
 * list's other words down. Used by `scripts/generate-ranks.ts`.
 *
 * @param words - Words in descending frequency order, already normalised and de-duplicated.
 * @param additions - `[word, rank]` pairs, in any order; the best rank of a repeated word counts.
 * @returns A new list; additions ranked beyond its end are appended in rank order.
 */
export function insertAtRanks(
  words: readonly string[],
  additions: readonly (readonly [word: string, rank: number])[],
): string[] {
  const listRank = new Map(words.map((word, index) => [word, index + 1]))
  const placed = new Set<string>()
  const pending: (readonly [string, number])[] = []
  for (const [word, rank] of additions.toSorted((a, b) => a[1] - b[1])) {
    const current = listRank.get(word)
    if (placed.has(word) || (current !== undefined && current <= rank)) continue
    placed.add(word)
    pending.push([word, rank])
  }
  const merged: string[] = []
  let next = 0
  // Places pending additions while the next one's rank is the position about to be filled.
  const placeDue = (): void => {
    for (let item = pending[next]; item !== undefined && item[1] <= merged.length + 1;) {
      merged.push(item[0])
      next += 1
      item = pending[next]
    }
  }
  for (const word of words) {
    if (placed.has(word)) continue
    placeDue()
    merged.push(word)
  }
  placeDue()
  for (; next < pending.length; next += 1) merged.push(pending[next]?.[0] ?? '')
  return merged
}
