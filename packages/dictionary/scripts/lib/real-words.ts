/**
 * Whether a meaning is made of real words of its language. Upstream data has garbled entries —
 * spaces lost ("useup") or put in the wrong places by an earlier repair ("so mb re", "var me nt",
 * "on ir ic") — and a learner cannot tell them from real glosses. A meaning passes when every
 * lower-case word in it is a known word form of the language (spelling dictionary, morphological
 * analyser, frequency list); capitalised words (names, "German") and numbers are not judged.
 */

/** Lower-case words of a meaning (letters joined by apostrophes or hyphens are split). */
export function wordsOf(meaning: string): string[] {
  return (meaning.match(/[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)?/gu) ?? []).filter(
    (word) =>
      word.length > 1 && word === word.toLocaleLowerCase() && /^[\p{Ll}\p{M}']+$/u.test(word),
  )
}

/**
 * The words of a meaning that are not words of the language.
 *
 * @param meaning - A meaning as stored.
 * @param known - Lower-case word forms of the meaning's language.
 * @returns Unknown words, in order (empty when the meaning is fine).
 */
export function unknownWords(meaning: string, known: ReadonlySet<string>): string[] {
  return wordsOf(meaning).filter((word) => !known.has(word) && !known.has(word.replace(/'.*$/, '')))
}

/**
 * Repairs a meaning by leaving out its comma- or semicolon-separated parts that contain a
 * non-word ("pest, vermin, var min, varmint, var me nt" → "pest, vermin, varmint").
 *
 * @param meaning - A meaning as converted.
 * @param known - Lower-case word forms of the meaning's language.
 * @returns The repaired meaning, the meaning itself when it is fine, or `null` when no part is.
 */
export function repairMeaning(meaning: string, known: ReadonlySet<string>): string | null {
  if (unknownWords(meaning, known).length === 0) return meaning
  const parts = meaning.split(/;\s*/).map((sense) =>
    sense
      .split(/,\s*/)
      .filter((part) => unknownWords(part, known).length === 0)
      .join(', '),
  )
  const kept = parts.filter((part) => part.trim() !== '')
  return kept.length > 0 ? kept.join('; ') : null
}
