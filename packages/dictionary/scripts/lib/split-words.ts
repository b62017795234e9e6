/**
 * Repairs translations whose spaces were lost upstream: FreeDict's Spanish–English dictionary
 * (converted from Ergane) writes "bequiet", "bicarbonateofsoda", "thedaybeforeyesterday". A
 * letters-only word of five letters or more that is not a known word is split into the fewest
 * known words (at most five, pieces of three letters or fewer only when they are common words),
 * the most common words among equally short splits; words that cannot be split are left alone
 * (and dropped later if they are not words: see `real-words.ts`).
 */

const MAX_PARTS = 5
const SINGLE_LETTER_WORDS = new Set(['a', 'i', 'y', 'o', 'e', 'à'])

// A part costs more the rarer it is, so among splits into as many words the common words win
// ("beableto" is "be able to", not "be ab leto"); every extra part costs more than any word.
const PART_COST = 1_000_000
const UNLISTED_COST = 100_000
/** Pieces of three letters or fewer must be among this many most frequent words. */
const SHORT_PART_RANK = 3000

function bestSplit(
  word: string,
  known: ReadonlySet<string>,
  rank: (word: string) => number,
): string[] | null {
  // best[i]: cheapest split of word.slice(0, i) into known words, or null.
  const best: ({ parts: string[]; cost: number } | null)[] = [{ parts: [], cost: 0 }]
  for (let end = 1; end <= word.length; end += 1) {
    let choice: { parts: string[]; cost: number } | null = null
    for (let start = 0; start < end; start += 1) {
      const previous = best[start]
      const part = word.slice(start, end)
      if (!previous || previous.parts.length >= MAX_PARTS) continue
      if (part.length === 1 && !SINGLE_LETTER_WORDS.has(part)) continue
      if (!known.has(part)) continue
      const frequency = rank(part)
      // Short pieces must be common words: analysers list abbreviations ("mb", "nt", "ic") that
      // would otherwise cut "sombre" into "so mb re".
      if (part.length <= 3 && !(frequency <= SHORT_PART_RANK)) continue
      const cost =
        previous.cost + PART_COST + (Number.isFinite(frequency) ? frequency : UNLISTED_COST)
      if (choice === null || cost < choice.cost) choice = { parts: [...previous.parts, part], cost }
    }
    best.push(choice)
  }
  const result = best[word.length]
  return result && result.parts.length > 1 ? result.parts : null
}

/**
 * Splits run-together words of a translation.
 *
 * @param text - A meaning, e.g. `bequiet` or `bar of chocolate`.
 * @param known - Lower-case word forms of the meaning's language.
 * @param rank - Frequency rank of a word (`Infinity` when unlisted), to prefer common words.
 * @returns The text with run-together words split (`be quiet`), otherwise unchanged.
 */
export function splitRunTogether(
  text: string,
  known: ReadonlySet<string>,
  rank: (word: string) => number = () => Number.POSITIVE_INFINITY,
): string {
  return text.replace(/\p{L}{5,}/gu, (word) => {
    const lower = word.toLowerCase()
    if (known.has(lower) || word !== lower) return word
    return bestSplit(lower, known, rank)?.join(' ') ?? word
  })
}
