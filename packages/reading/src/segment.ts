import { safeLocale } from './locale.js'
import { fastSegments } from './fast-words.js'
import { normalizeWord } from './normalize.js'
import { sentenceSpans, wordChunks } from './segment-chunks.js'

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
const SPACE = 0x20
// Runs of U+0020 (grouped by UAX #29 WB3d) and the runs between them are independent for word
// segmentation: a boundary always falls between a space and what follows it (except WB4).
const MARK_AFTER_SPACE = / [\p{M}\p{Cf}]/u
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
  return sentenceSpans(text, segmenter(lang, 'sentence')).map(([start, end], sentenceIndex) => ({
    text: text.slice(start, end),
    index: start,
    sentenceIndex,
  }))
}

/**
 * Splits a text into word, number, space and punctuation tokens with `Intl.Segmenter`, sentence by
 * sentence, so no token crosses a sentence boundary. Dictionary-based segmentation is used where
 * the script has no spaces (Japanese, Chinese, Thai, Khmer, Lao, Burmese). Runs of plain
 * alphabetic words and punctuation take a fast path that applies the same Unicode rules without
 * ICU's per-step cost (`fast-words.ts`); tests check it against `Intl.Segmenter`.
 *
 * Elided and contracted forms stay whole, as Unicode word boundaries define them (`l'homme`,
 * `don't`); frequency lookups split them when needed (see `rankOf`).
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
  const fastBuffer: number[] = []
  let sentenceIndex = 0
  let base = 0

  const emit = (segment: string, index: number, isWordLike: boolean | undefined): void => {
    const kind = kindOf(segment, isWordLike)
    let normalized = ''
    if (kind === 'word') {
      const cached = normalizedCache.get(segment)
      if (cached === undefined) {
        normalized = normalizeWord(segment, lang)
        normalizedCache.set(segment, normalized)
      } else {
        normalized = cached
      }
    }
    tokens.push({ text: segment, normalized, isWord: kind === 'word', kind, index, sentenceIndex })
  }
  const segmentWithIcu = (part: string, offset: number): void => {
    for (const [chunkOffset, chunk] of wordChunks(part)) {
      for (const piece of words.segment(chunk)) {
        emit(piece.segment, base + offset + chunkOffset + piece.index, piece.isWordLike)
      }
    }
  }

  for (const sentence of segmentSentences(text, lang)) {
    sentenceIndex = sentence.sentenceIndex
    base = sentence.index
    // A mark or format character right after a space belongs to the space (UAX #29 WB4), so
    // the space-separated runs below would not be independent: let ICU take the sentence.
    if (MARK_AFTER_SPACE.test(sentence.text)) {
      segmentWithIcu(sentence.text, 0)
      continue
    }
    const sentenceText = sentence.text
    let runStart = 0
    while (runStart < sentenceText.length) {
      const isSpace = sentenceText.charCodeAt(runStart) === SPACE
      let runEnd = runStart + 1
      while (
        runEnd < sentenceText.length &&
        (sentenceText.charCodeAt(runEnd) === SPACE) === isSpace
      ) {
        runEnd += 1
      }
      const run = sentenceText.slice(runStart, runEnd)
      if (isSpace) {
        emit(run, base + runStart, false)
      } else if (fastSegments(run, fastBuffer)) {
        let start = 0
        for (let i = 0; i < fastBuffer.length; i += 2) {
          const end = fastBuffer[i] ?? run.length
          emit(run.slice(start, end), base + runStart + start, fastBuffer[i + 1] === 1)
          start = end
        }
      } else {
        segmentWithIcu(run, runStart)
      }
      runStart = runEnd
    }
  }
  return tokens
}
