import { safeLocale } from './locale.js'

// Characters that only ever mean "apostrophe" inside a word. Typographic quotes, the modifier
// letter apostrophe and the acute accent typed as an apostrophe (seen in German subtitle lists,
// e.g. "geht´s") are all unified so "c’est" and "c'est" match.
const APOSTROPHE_VARIANTS = /[\u2018\u2019\u02BC\u00B4\u0060\u2032]/g

// Invisible characters that carry no meaning for matching: soft hyphen, zero-width space, word
// joiner, byte order mark. The zero-width non-joiner (U+200C) is kept on purpose: Persian spelling
// depends on it (می‌خواهم).
const INVISIBLES = /[\u00AD\u200B\u2060\uFEFF]/g

// Arabic-script marks that are optional in running text: Quranic annotation signs, harakat
// (fathatan … sukun and the rarer marks up to U+065F), the superscript (dagger) alif, and the
// tatweel (U+0640), a purely typographic stretch. Frequency lists and most modern text omit them,
// so "كِتَاب", "كـتـاب" and "كتاب" must all meet in one form. Hamza forms (أ إ آ ؤ ئ), ta marbuta
// and alif maqsura are letters, not marks, and are kept.
const ARABIC_OPTIONAL_MARKS =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g

// Hebrew niqqud (vowel points), dagesh, shin/sin dots and cantillation marks. Everyday Hebrew is
// written without them; the maqaf (U+05BE), paseq (U+05C0) and sof pasuq (U+05C3) are
// punctuation, not marks, and are left to the edge stripping below.
const HEBREW_POINTS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g

// Anything at either end of a word that is not a letter, a combining mark or a digit: quotes,
// brackets, apostrophes of elision (`qu'` → `qu`), dashes, stray punctuation.
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu

// Romanian s and t with comma below (ș ț) are the correct letters, but legacy fonts and encodings
// made the cedilla forms (ş ţ) common, and the Romanian frequency list mostly uses them. Both
// spellings must meet, so Romanian text is normalised to the comma forms.
const ROMANIAN_CEDILLAS = /[\u015E\u015F\u0162\u0163]/g
const ROMANIAN_COMMA: Readonly<Record<string, string>> = {
  '\u015E': '\u0218',
  '\u015F': '\u0219',
  '\u0162': '\u021A',
  '\u0163': '\u021B',
}

/**
 * Normalises a word for matching against frequency lists and the learner's word statuses.
 *
 * Steps, in order:
 * 1. Unicode NFC, so precomposed and decomposed spellings of `é`, `ñ`, `ä` are one string.
 * 2. Remove invisible characters (soft hyphen, zero-width space, word joiner, BOM); keep ZWNJ.
 * 3. Remove optional Arabic-script marks (harakat, dagger alif, Quranic signs) and the tatweel,
 *    and Hebrew niqqud and cantillation — whatever `lang` is, since these marks only occur in
 *    their own scripts.
 * 4. Unify apostrophe look-alikes (’ ʼ ´ ‘ `) to `'`.
 * 5. Strip leading and trailing characters that are not letters, marks or digits.
 * 6. Lower-case with the rules of `lang` (`toLocaleLowerCase`): Turkish and Azerbaijani map `I`
 *    to dotless `ı` and `İ` to `i`; Lithuanian keeps its dot above; Greek final sigma is applied.
 * 7. Romanian only: `ş ţ` (cedilla, from legacy encodings) become `ș ț` (comma below).
 *    Full Unicode case folding is deliberately not used because it would turn German `ß` into
 *    `ss` and erase a spelling the frequency lists keep.
 *
 * Meaningful diacritics (Spanish `ñ`, German `ä ö ü ß`, French `é è ç`, Greek tonos, Vietnamese
 * tone marks) are kept: they distinguish words (`año`/`ano`, `él`/`el`).
 *
 * @param word - A word as it appears in text (one token; surrounding punctuation allowed).
 * @param lang - BCP 47 tag of the text's language, usually an ISO 639-1 code. A malformed tag
 *   falls back to root-locale lower-casing.
 * @returns The matching key, or `''` when nothing word-like remains.
 */
export function normalizeWord(word: string, lang: string): string {
  const cleaned = word
    .normalize('NFC')
    .replace(INVISIBLES, '')
    .replace(ARABIC_OPTIONAL_MARKS, '')
    .replace(HEBREW_POINTS, '')
    .replace(APOSTROPHE_VARIANTS, "'")
    .replace(EDGE_PUNCTUATION, '')
  if (cleaned === '') return ''
  const lower = cleaned.toLocaleLowerCase(safeLocale(lang)).normalize('NFC')
  return /^ro(?:-|$)/i.test(lang)
    ? lower.replace(ROMANIAN_CEDILLAS, (c) => ROMANIAN_COMMA[c] ?? c)
    : lower
}
