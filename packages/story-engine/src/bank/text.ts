import type { Token } from '@fabula/reading'
import { normalizeWord, segmentWords } from '@fabula/reading'
import type { StoryLength } from '../types'
import type { BankStory, LibraryEntry } from './types'
import { PLACEHOLDER_PATTERN } from './types'

/** Languages whose sentences are joined without a space (the pipeline does the same). */
const NO_SPACE_LANGUAGES = new Set(['ja', 'zh'])

/**
 * Word ranges of the length classes (PRODUCT.md §3: short ≈150, medium ≈400, long ≈900 words).
 * The cut points sit near the geometric means of neighbouring targets (245 and 600), so a story
 * belongs to the class whose target it is closest to in proportion. Below `short.min` a text is
 * too thin to be a story; above `long.max` it no longer fits one sitting.
 */
export const STORY_LENGTH_RANGES: Readonly<Record<StoryLength, { min: number; max: number }>> = {
  short: { min: 80, max: 249 },
  medium: { min: 250, max: 599 },
  long: { min: 600, max: 1_400 },
}

/** The length classes, shortest first. */
export const STORY_LENGTHS: readonly StoryLength[] = ['short', 'medium', 'long']

/**
 * The length class of a word count: the class whose range holds it, or the nearest one for
 * counts outside every range (the story check reports those).
 *
 * @param wordCount - Word tokens of a text.
 * @returns Its length class.
 */
export function lengthForWordCount(wordCount: number): StoryLength {
  if (wordCount <= STORY_LENGTH_RANGES.short.max) return 'short'
  if (wordCount <= STORY_LENGTH_RANGES.medium.max) return 'medium'
  return 'long'
}

/** The string that joins a paragraph's sentences in this language. */
export function sentenceJoiner(language: string): string {
  return NO_SPACE_LANGUAGES.has(language) ? '' : ' '
}

/**
 * Replaces `{{key}}` placeholders with names; unknown keys stay as they are.
 *
 * @param text - Text with placeholders.
 * @param names - Name by character key.
 * @returns The text with names.
 */
export function fillNames(text: string, names: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, key: string) => names[key] ?? whole)
}

/** The first name of every character's pool: the story's default cast. */
export function defaultNames(story: Pick<BankStory, 'characters'>): Record<string, string> {
  return Object.fromEntries(story.characters.map((c) => [c.key, c.names[0] ?? c.key]))
}

/** A paragraph with names filled in and where each name sits (UTF-16 offsets, end exclusive). */
interface FilledParagraph {
  text: string
  names: [start: number, end: number][]
}

function fillParagraph(
  sentences: readonly string[],
  names: Readonly<Record<string, string>>,
  joiner: string,
): FilledParagraph {
  const source = sentences.join(joiner)
  const spans: [number, number][] = []
  let text = ''
  let last = 0
  for (const match of source.matchAll(PLACEHOLDER_PATTERN)) {
    const name = names[match[1] ?? ''] ?? match[0]
    text += source.slice(last, match.index)
    spans.push([text.length, text.length + name.length])
    text += name
    last = match.index + match[0].length
  }
  return { text: text + source.slice(last), names: spans }
}

/**
 * The paragraph texts of a story as the reader receives them: sentences joined like the pipeline
 * joins them, placeholders replaced by `names`.
 *
 * @param story - The story.
 * @param names - Name by character key; default: the first name of each pool.
 * @returns One string per paragraph.
 */
export function storyParagraphTexts(
  story: Pick<BankStory, 'language' | 'paragraphs' | 'characters'>,
  names: Readonly<Record<string, string>> = defaultNames(story),
): string[] {
  const joiner = sentenceJoiner(story.language)
  return story.paragraphs.map((sentences) => fillParagraph(sentences, names, joiner).text)
}

/**
 * The tokens of a story's text as coverage is measured: paragraphs with names filled in, joined by
 * line breaks, segmented by `segmentWords`. In Japanese and Chinese a name is not always one token
 * (`王芳` → `王`, `芳`; a name may also merge with the next character), so every word token that
 * overlaps a name there carries the name's normalized form: the learner's name statuses (names
 * are `ignored`) then leave the whole name out of the count, as {@link storyWordTypes} leaves it
 * out of the glossary.
 *
 * @param story - The story.
 * @param names - Name by character key; default: the first name of each pool.
 * @returns Every token of the text, in order.
 */
export function storyTokens(
  story: Pick<BankStory, 'language' | 'paragraphs' | 'characters'>,
  names: Readonly<Record<string, string>> = defaultNames(story),
): Token[] {
  const joiner = sentenceJoiner(story.language)
  const paragraphs = story.paragraphs.map((sentences) => fillParagraph(sentences, names, joiner))
  const tokens = segmentWords(paragraphs.map((p) => p.text).join('\n'), story.language)
  if (joiner !== '') return tokens
  const spans: [start: number, end: number, name: string][] = []
  let offset = 0
  for (const paragraph of paragraphs) {
    for (const [start, end] of paragraph.names) {
      const name = normalizeWord(paragraph.text.slice(start, end), story.language)
      spans.push([offset + start, offset + end, name])
    }
    offset += paragraph.text.length + 1
  }
  return tokens.map((token) => {
    if (!token.isWord) return token
    const end = token.index + token.text.length
    const span = spans.find(([start, stop]) => token.index < stop && end > start)
    return span === undefined ? token : { ...token, normalized: span[2] }
  })
}

/** Most casts tried by {@link storyWordTypes}: enough for every name of a pool of up to 8. */
const MAX_CASTS = 8

/**
 * Every word type of a story's text, as the reader's tokenizer produces it: the normalized forms
 * (`segmentWords` + `normalizeWord` of `@fabula/reading`) of the word tokens of every paragraph.
 * Names are never word types: any token that overlaps a filled-in name is left out ("Ana",
 * "d'Ana"). Where segmentation depends on the neighbouring characters (Japanese and Chinese have
 * no spaces), a name can change the segments around it, so the text is tokenized once per name of
 * each pool and the forms of every cast are collected.
 *
 * @param story - The story.
 * @returns Normalized forms, in order of first appearance.
 */
export function storyWordTypes(
  story: Pick<BankStory, 'language' | 'paragraphs' | 'characters'>,
): string[] {
  const joiner = sentenceJoiner(story.language)
  const casts = Math.min(
    MAX_CASTS,
    Math.max(1, ...story.characters.map((character) => character.names.length)),
  )
  const types = new Set<string>()
  for (let cast = 0; cast < casts; cast += 1) {
    const names = Object.fromEntries(
      story.characters.map((c) => [c.key, c.names[cast % c.names.length] ?? c.key]),
    )
    for (const sentences of story.paragraphs) {
      const paragraph = fillParagraph(sentences, names, joiner)
      for (const token of segmentWords(paragraph.text, story.language)) {
        if (!token.isWord) continue
        const end = token.index + token.text.length
        const isName = paragraph.names.some(([start, stop]) => token.index < stop && end > start)
        if (!isName) types.add(token.normalized)
      }
    }
  }
  return [...types]
}

/**
 * Word tokens of a story's text with its default cast (each name counts as one word or, for
 * names of several words, as those words), as the reader and `stories.word_count` count them.
 *
 * @param story - The story.
 * @returns The word count.
 */
export function storyWordCount(
  story: Pick<BankStory, 'language' | 'paragraphs' | 'characters'>,
): number {
  let count = 0
  for (const paragraph of storyParagraphTexts(story)) {
    for (const token of segmentWords(paragraph, story.language)) if (token.isWord) count += 1
  }
  return count
}

/**
 * The index entry of a story: its metadata, with length and word count measured from the text.
 *
 * @param story - A valid story.
 * @returns Its entry.
 */
export function describeStory(story: BankStory): LibraryEntry {
  const wordCount = storyWordCount(story)
  return {
    id: story.id,
    language: story.language,
    level: story.level,
    subLevel: story.subLevel,
    genres: story.genres,
    length: lengthForWordCount(wordCount),
    wordCount,
    title: story.title,
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Whether a phrase occurs in a text: case-insensitively, and as whole words where the language
 * separates words with spaces (in Japanese and Chinese, anywhere).
 *
 * @param phrase - The phrase.
 * @param text - The text.
 * @param language - Language of both.
 * @returns Whether it occurs.
 */
export function phraseOccurs(phrase: string, text: string, language: string): boolean {
  if (sentenceJoiner(language) === '') {
    return text.toLocaleLowerCase(language).includes(phrase.toLocaleLowerCase(language))
  }
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(phrase)}(?![\\p{L}\\p{M}])`, 'iu')
  return pattern.test(text)
}
