import { safeLocale } from './locale'
import { normalizeWord } from './normalize'

/** One sentence of a text, as found by `Intl.Segmenter` (trailing spaces included). */
export interface Sentence {
  /** The exact characters of the sentence, including trailing whitespace. */
  text: string
  /** Offset of the first character in the original text (UTF-16 code units). */
  index: number
  /** Position of the sentence in the text, from 0. */
  sentenceIndex: number
}

/**
 * What a token is:
 * - `word`: word-like and contains a letter — tappable, counted for coverage;
 * - `number`: word-like without letters (`42`, `3.5`) — shown, never counted;
 * - `space`: whitespace only;
 * - `punctuation`: everything else (punctuation, symbols, emoji).
 */
export type TokenKind = 'word' | 'number' | 'space' | 'punctuation'

/**
 * One piece of a text. The tokens of a text, in order, concatenate back to the text exactly, so a
 * reader can render every character and map a tap to the word under it.
 */
export interface Token {
  /** The exact characters of the token. */
  text: string
  /** {@link normalizeWord} of `text` for words; `''` for every other kind. */
  normalized: string
  /** `true` for `kind === 'word'`. */
  isWord: boolean
  /** See {@link TokenKind}. */
  kind: TokenKind
  /** Offset of the first character in the original text (UTF-16 code units). */
  index: number
  /** Index of the {@link Sentence} this token belongs to. */
  sentenceIndex: number
}

const SEGMENTERS = new Map<string, Intl.Segmenter>()

function segmenter(lang: string, granularity: 'word' | 'sentence'): Intl.Segmenter {
  const key = `${granularity}:${lang}`
  let found = SEGMENTERS.get(key)
  if (found === undefined) {
    found = new Intl.Segmenter(safeLocale(lang), { granularity })
    SEGMENTERS.set(key, found)
  }
  return found
}

const HAS_LETTER = /\p{L}/u
const ONLY_SPACE = /^\s+$/u

function kindOf(segment: string, isWordLike: boolean | undefined): TokenKind {
  if (isWordLike === true) return HAS_LETTER.test(segment) ? 'word' : 'number'
  return ONLY_SPACE.test(segment) ? 'space' : 'punctuation'
}

/**
 * Splits a text into sentences with `Intl.Segmenter` (Unicode sentence boundaries, tailored by
 * the locale). Works for scripts without spaces (Japanese `。`, Chinese `？`, Thai) as well as
 * Latin, Cyrillic, Greek, Arabic (`؟`) and Hebrew.
 *
 * @param text - The text to split.
 * @param lang - BCP 47 tag of the text's language (ISO 639-1 code in practice).
 * @returns The sentences in order; their `text` values concatenate back to `text`.
 */
export function segmentSentences(text: string, lang: string): Sentence[] {
  const sentences: Sentence[] = []
  for (const part of segmenter(lang, 'sentence').segment(text)) {
    sentences.push({ text: part.segment, index: part.index, sentenceIndex: sentences.length })
  }
  return sentences
}

/**
 * Splits a text into word, number, space and punctuation tokens with `Intl.Segmenter`, sentence by
 * sentence, so no token crosses a sentence boundary. Dictionary-based segmentation is used where
 * the script has no spaces (Japanese, Chinese, Thai, Khmer, Lao, Burmese).
 *
 * Elided and contracted forms stay whole, as Unicode word boundaries define them (`l'homme`,
 * `don't`); frequency lookups split them when needed (see {@link rankOf}).
 *
 * @param text - The text to split.
 * @param lang - BCP 47 tag of the text's language (ISO 639-1 code in practice).
 * @returns Every token in order; their `text` values concatenate back to `text`.
 */
export function segmentWords(text: string, lang: string): Token[] {
  const tokens: Token[] = []
  const words = segmenter(lang, 'word')
  // A text repeats its words; normalising each distinct form once keeps long texts cheap.
  const normalizedCache = new Map<string, string>()
  for (const sentence of segmentSentences(text, lang)) {
    for (const part of words.segment(sentence.text)) {
      const kind = kindOf(part.segment, part.isWordLike)
      let normalized = ''
      if (kind === 'word') {
        const cached = normalizedCache.get(part.segment)
        if (cached === undefined) {
          normalized = normalizeWord(part.segment, lang)
          normalizedCache.set(part.segment, normalized)
        } else {
          normalized = cached
        }
      }
      tokens.push({
        text: part.segment,
        normalized,
        isWord: kind === 'word',
        kind,
        index: sentence.index + part.index,
        sentenceIndex: sentence.sentenceIndex,
      })
    }
  }
  return tokens
}
