import { segmentSentences, segmentWords } from '@fabula/reading'
import type { Token } from '@fabula/reading'
import type { WordOccurrence } from '@/features/reading/lemmas'

/** A run of a paragraph: one tappable word, or the text between words. */
export type Piece =
  | {
      word: true
      text: string
      normalized: string
      index: number
      sentence: number
      /** Offset of the word's first character in the paragraph (UTF-16 units). */
      offset: number
    }
  | { word: false; text: string }

/** A paragraph prepared for rendering: its pieces and the global index of its first word. */
export interface PreparedParagraph {
  /** The paragraph as written. */
  text: string
  pieces: Piece[]
  /** The paragraph's tokens, kept for coverage so the text is segmented only once. */
  tokens: readonly Token[]
  firstWord: number
  wordCount: number
}

// Keyed by the story's paragraphs array (stable in the query cache): reopening a story does not
// segment it again.
const CACHE = new WeakMap<readonly string[], { lang: string; prepared: PreparedParagraph[] }>()

/**
 * Segments every paragraph once and numbers the words through the whole story. Non-word tokens
 * between two words are merged into one text run, so the DOM holds one span per word and one
 * text node between words.
 */
export function prepareParagraphs(
  paragraphs: readonly string[],
  lang: string,
): PreparedParagraph[] {
  const cached = CACHE.get(paragraphs)
  if (cached?.lang === lang) return cached.prepared
  let next = 0
  const prepared = paragraphs.map((text) => {
    const firstWord = next
    const pieces: Piece[] = []
    let between = ''
    const tokens = segmentWords(text, lang)
    for (const token of tokens) {
      if (token.isWord) {
        if (between) pieces.push({ word: false, text: between })
        between = ''
        pieces.push({
          word: true,
          text: token.text,
          normalized: token.normalized,
          index: next,
          sentence: token.sentenceIndex,
          offset: token.index,
        })
        next += 1
      } else {
        between += token.text
      }
    }
    if (between) pieces.push({ word: false, text: between })
    return { text, pieces, tokens, firstWord, wordCount: next - firstWord }
  })
  CACHE.set(paragraphs, { lang, prepared })
  return prepared
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'dv', 'ug', 'ku'])

/** Writing direction of a language (ISO 639-1). */
export function directionOf(lang: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr'
}

/** Characters after a word that a Japanese or Chinese lookup may take in. */
const FOLLOWING = 8

/** Every word of the text with what lemma linking needs (position and following text). */
export function wordOccurrences(paragraphs: readonly PreparedParagraph[]): WordOccurrence[] {
  return paragraphs.flatMap((paragraph, position) =>
    paragraph.pieces.flatMap((piece) =>
      piece.word
        ? [
            {
              index: piece.index,
              paragraph: position,
              offset: piece.offset,
              text: piece.text,
              normalized: piece.normalized,
              following: paragraph.text.slice(
                piece.offset + piece.text.length,
                piece.offset + piece.text.length + FOLLOWING,
              ),
            },
          ]
        : [],
    ),
  )
}

/** The sentence a word of a paragraph is in, trimmed (the context saved with a word). */
export function sentenceOf(paragraph: PreparedParagraph, sentence: number, lang: string): string {
  return segmentSentences(paragraph.text, lang)[sentence]?.text.trim() ?? paragraph.text.trim()
}

/** The words of a paragraph between two global word indices (inclusive), in order. */
export function wordsBetween(paragraph: PreparedParagraph, start: number, end: number) {
  return paragraph.pieces.filter(
    (piece): piece is Extract<Piece, { word: true }> =>
      piece.word && piece.index >= start && piece.index <= end,
  )
}
