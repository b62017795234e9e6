import { segmentWords } from '@fabula/reading'
import { TEXT_IMPORT_LIMITS } from '@fabula/reading-api'
import { ImportError, type Chapter } from './import-error'

/** About this many words make one part (a sitting's reading; the reader renders it at once). */
export const PART_WORDS = 1_500
/** A chapter shorter than this joins the next part instead of being a part of its own. */
const MIN_PART_WORDS = 150
/** A paragraph longer than this is cut at sentence ends, so the reader's lines stay readable. */
const MAX_PARAGRAPH_WORDS = 300
/** Longest part title. */
const TITLE_LENGTH = 120

/** A part of a text, before it is measured for the learner. */
export interface SplitPart {
  title: string
  paragraphs: string[]
  wordCount: number
}

interface Paragraph {
  text: string
  words: number
}

/** Words of a text as the reader counts them (`@fabula/reading`'s word tokens). */
export function countWords(text: string, lang: string): number {
  let count = 0
  for (const token of segmentWords(text, lang)) if (token.isWord) count += 1
  return count
}

/** …or longer than this many characters (a "word" can be long: a link, a text with no spaces). */
const MAX_PARAGRAPH_CHARACTERS = 4_000

/**
 * A paragraph longer than {@link MAX_PARAGRAPH_WORDS} words or {@link MAX_PARAGRAPH_CHARACTERS}
 * characters, cut into runs of whole sentences (or at a word, inside a sentence too long).
 */
function shortParagraphs(text: string, lang: string): Paragraph[] {
  const tokens = segmentWords(text, lang)
  const out: Paragraph[] = []
  let start = 0
  let count = 0
  let boundary = -1
  let countAtBoundary = 0
  let sentence = tokens[0]?.sentenceIndex ?? 0
  for (const token of tokens) {
    if (token.sentenceIndex !== sentence) {
      sentence = token.sentenceIndex
      boundary = token.index
      countAtBoundary = count
    }
    if (!token.isWord) continue
    if (count >= MAX_PARAGRAPH_WORDS || token.index - start > MAX_PARAGRAPH_CHARACTERS) {
      const atSentence = boundary > start
      const cut = atSentence ? boundary : token.index
      const words = atSentence ? countAtBoundary : count
      out.push({ text: text.slice(start, cut).trim(), words })
      start = cut
      count -= words
      boundary = -1
    }
    count += 1
  }
  const rest = text.slice(start).trim()
  if (rest !== '') out.push({ text: rest, words: count })
  return out.filter((paragraph) => paragraph.text !== '')
}

function shortTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim()
  return clean.length <= TITLE_LENGTH ? clean : `${clean.slice(0, TITLE_LENGTH - 1).trimEnd()}…`
}

/**
 * Splits a text into the parts the reader shows one at a time: a chapter is a part, a long one
 * is cut at paragraph ends into parts of about {@link PART_WORDS} words (and at most the
 * paragraphs a story may hold), and very short chapters join the next part. Parts of one chapter
 * are numbered in their titles ("Chapter 3 (2/4)"); untitled parts take the text's title.
 *
 * @throws ImportError `NO_TEXT` (no words at all), `TOO_MANY_WORDS` or `TOO_MANY_PARTS` past the
 *   limits of `TEXT_IMPORT_LIMITS`
 */
export function splitIntoParts(
  chapters: readonly Chapter[],
  title: string,
  lang: string,
): SplitPart[] {
  const groups: { title: string | null; paragraphs: Paragraph[]; words: number }[] = []
  let total = 0
  for (const chapter of chapters) {
    const paragraphs = chapter.paragraphs.flatMap((text) => shortParagraphs(text, lang))
    const words = paragraphs.reduce((sum, p) => sum + p.words, 0)
    if (words === 0) continue
    total += words
    if (total > TEXT_IMPORT_LIMITS.maxWords) {
      // Counted to the end, so the message can say how long the text is.
      const rest = chapters
        .slice(chapters.indexOf(chapter) + 1)
        .reduce((sum, c) => sum + c.paragraphs.reduce((n, p) => n + countWords(p, lang), 0), 0)
      throw new ImportError('TOO_MANY_WORDS', {
        words: total + rest,
        max: TEXT_IMPORT_LIMITS.maxWords,
      })
    }
    const last = groups.at(-1)
    if (last && last.words < MIN_PART_WORDS) {
      last.paragraphs.push(...paragraphs)
      last.words += words
      last.title ??= chapter.title
    } else {
      groups.push({ title: chapter.title, paragraphs, words })
    }
  }
  if (total === 0) throw new ImportError('NO_TEXT')

  const parts: SplitPart[] = []
  for (const group of groups) {
    const pieces: Paragraph[][] = []
    let piece: Paragraph[] = []
    let words = 0
    for (const paragraph of group.paragraphs) {
      const full =
        words + paragraph.words > PART_WORDS || piece.length >= TEXT_IMPORT_LIMITS.maxPartParagraphs
      if (piece.length > 0 && full) {
        pieces.push(piece)
        piece = []
        words = 0
      }
      piece.push(paragraph)
      words += paragraph.words
    }
    if (piece.length > 0) pieces.push(piece)
    const base = shortTitle(group.title ?? title)
    pieces.forEach((piece, index) => {
      parts.push({
        title: pieces.length > 1 ? `${base} (${index + 1}/${pieces.length})` : base,
        paragraphs: piece.map((p) => p.text),
        wordCount: piece.reduce((sum, p) => sum + p.words, 0),
      })
    })
  }
  if (parts.length > TEXT_IMPORT_LIMITS.maxParts) {
    throw new ImportError('TOO_MANY_PARTS', {
      parts: parts.length,
      max: TEXT_IMPORT_LIMITS.maxParts,
    })
  }
  return parts
}
