/**
 * A fast path for word segmentation of the common case: words of alphabetic scripts separated by
 * spaces and plain punctuation.
 *
 * Why: V8 spends about 2 µs per `Intl.Segmenter` step, so segmenting a 5,000-word story costs
 * 20–40 ms — too slow for the levelling loop, which measures coverage after every revision. For
 * a run of characters between two spaces that holds only letters of the scripts below, combining
 * marks and punctuation that Unicode word segmentation (UAX #29) never joins to a neighbour, the
 * segmentation is fully determined by the rules: the letters form one word (WB5, WB4) and every
 * punctuation character stands alone (WB999). Anything else — digits, apostrophes, full stops or
 * colons between letters, other scripts, symbols, emoji, other whitespace — returns `undefined`
 * and the caller asks `Intl.Segmenter`. The test suite checks the fast path against
 * `Intl.Segmenter` on generated text.
 */

// A letter of a script whose words ICU segments by the default rules (not by dictionary) and
// whose letters are all ALetter or Hebrew_Letter.
const LETTER =
  '(?=\\p{L})[\\p{sc=Latin}\\p{sc=Cyrillic}\\p{sc=Greek}\\p{sc=Arabic}\\p{sc=Hebrew}\\p{sc=Armenian}\\p{sc=Georgian}]'
// Combining marks, ZWNJ, ZWJ and the soft hyphen continue a word (WB4).
const CONTINUATION = '(?:\\p{M}|\\u200C|\\u200D|\\u00AD)'
const WORD = new RegExp(`${LETTER}(?:${LETTER}|${CONTINUATION})*`, 'uy')

// Punctuation that is a segment of its own wherever it stands (no UAX #29 joining class).
const STANDALONE = new Set([...'!?¿¡()[]{}«»“”„‹›…—–-؟؛'])
// Joins letters when it stands between two of them (MidLetter / MidNumLet), stands alone otherwise.
const BETWEEN_LETTERS = new Set(['.', ':'])
// Joins digits only (MidNum); the fast path has no digits, so these always stand alone.
const BETWEEN_DIGITS = new Set([',', ';', '،'])

function isPunctuation(char: string): boolean {
  return STANDALONE.has(char) || BETWEEN_LETTERS.has(char) || BETWEEN_DIGITS.has(char)
}

/**
 * Segments one run of non-space characters without allocating per segment: appends two numbers
 * per segment to `out` — its end offset in the run and 1 for a word, 0 for punctuation. Returns
 * `false` (with `out` in an unspecified state) when the run needs `Intl.Segmenter`.
 *
 * @param run - Characters between two U+0020 spaces (or the text's ends).
 * @param out - Reused buffer, emptied first.
 */
export function fastSegments(run: string, out: number[]): boolean {
  out.length = 0
  let position = 0
  while (position < run.length) {
    WORD.lastIndex = position
    if (WORD.test(run)) {
      const end = WORD.lastIndex
      const next = run[end]
      if (next !== undefined && !isPunctuation(next)) return false
      if (next !== undefined && BETWEEN_LETTERS.has(next)) {
        const after = run[end + 1]
        // "U.S." or "a:b": joined by UAX #29 — leave it to ICU. Any other letter or digit after
        // the mark is unknown ground too.
        if (after !== undefined && !isPunctuation(after)) return false
      }
      out.push(end, 1)
      position = end
      continue
    }
    if (!isPunctuation(run[position] ?? '')) return false
    position += 1
    out.push(position, 0)
  }
  return true
}
