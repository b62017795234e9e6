/**
 * The format of the Fabula library: original, levelled stories shipped with Fabula and served by
 * the built-in library provider when no AI provider is connected (PRODUCT.md §4, issue 15).
 *
 * Each story is one JSON file, `content/stories/<lang>/<id>.json`, validated by
 * {@link BankStorySchema} and the cross-field rules of `checkBankStory` (`check.ts`). The writers'
 * guide is `content/stories/README.md`; the design is ADR 0034.
 *
 * @packageDocumentation
 */
import { GENRES, type Genre } from '@fabula/profile-api'
import { CEFR_LEVELS } from '@fabula/reading'
import * as v from 'valibot'
import type { StoryLength } from '../types'

// Genres and levels have one source each: the profile rules (PRODUCT.md §2) and the level prior.
export { GENRES }
export type { Genre }

/** A placeholder key: lower camel case, e.g. `hero`, `bestFriend`. */
const PLACEHOLDER_KEY = /^[a-z][A-Za-z0-9]{0,30}$/

/** `{{key}}` occurrences in a string. */
export const PLACEHOLDER_PATTERN = /\{\{([a-z][A-Za-z0-9]{0,30})\}\}/g

/** Story ids: `<lang>-<level>-<slug>`, lower case, e.g. `es-a1-el-mercado`. */
export const STORY_ID_PATTERN = /^[a-z]{2}-(a1|a2|b1|b2|c1|c2)-[a-z0-9]+(?:-[a-z0-9]+)*$/

const LanguageSchema = v.pipe(v.string(), v.regex(/^[a-z]{2}$/))
const TextSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2_000))
const ShortTextSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))

/** A paragraph: its sentences in reading order. */
const ParagraphSchema = v.pipe(v.array(TextSchema), v.minLength(1), v.maxLength(40))

/** Paragraphs of sentences. */
const ParagraphsSchema = v.pipe(v.array(ParagraphSchema), v.minLength(1), v.maxLength(80))

/** A character whose name is filled in when the story is served. */
export const BankCharacterSchema = v.strictObject({
  /** Placeholder key used as `{{key}}` in the text. */
  key: v.pipe(v.string(), v.regex(PLACEHOLDER_KEY)),
  /**
   * Grammatical gender the text assumes for this character (adjective and article agreement), so
   * a caller-supplied name is only used where it fits: `f`, `m`, or `any` when the text is neutral.
   */
  gender: v.picklist(['f', 'm', 'any']),
  /** Names that suit the story's language and the text's agreement; the first is the default. */
  names: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
    v.minLength(1),
    v.maxLength(12),
  ),
})

/** A character of a library story. */
export type BankCharacter = v.InferOutput<typeof BankCharacterSchema>

/**
 * A glossary value: `[dictionary form, meaning]`. The key is the word form exactly as
 * `@fabula/reading` tokenizes and normalizes it (`segmentWords` + `normalizeWord`).
 */
export const BankGlossaryValueSchema = v.tuple([
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  ShortTextSchema,
])

/** A multi-word expression worth a gloss of its own ("se puso rojo" → "went red"). */
export const BankPhraseSchema = v.strictObject({
  /** The expression as it appears in the text (matched case-insensitively). */
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  /** Dictionary form ("ponerse rojo"). */
  lemma: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  /** Meaning in the story's gloss language. */
  gloss: ShortTextSchema,
})

/** A phrase of a library story. */
export type BankPhrase = v.InferOutput<typeof BankPhraseSchema>

/**
 * Topics a story is about, for browsing the library (issue 33): what the story is about, beside
 * its genre (how it is told). Fixed, so the catalogue can offer them as a filter in every locale.
 */
export const STORY_TOPICS = [
  'animals',
  'art',
  'books',
  'childhood',
  'city',
  'countryside',
  'crime',
  'family',
  'food',
  'friendship',
  'health',
  'history',
  'holidays',
  'home',
  'love',
  'magic',
  'money',
  'music',
  'nature',
  'science',
  'sea',
  'space',
  'sport',
  'technology',
  'travel',
  'weather',
  'work',
  'school',
] as const

/** One of {@link STORY_TOPICS}. */
export type StoryTopic = (typeof STORY_TOPICS)[number]

/** Series ids: `<lang>-<slug>`, lower case, e.g. `es-el-faro`. */
export const SERIES_ID_PATTERN = /^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Where a story belongs in a series (issue 33): a `serial` is one plot told in parts read in
 * order (`part` 1, 2, … at one level); a `graded` series tells the same plot at several levels, one
 * story per level, so a learner can read it again at the next level.
 */
export const BankSeriesSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('serial'),
    id: v.pipe(v.string(), v.regex(SERIES_ID_PATTERN)),
    /** Episode number, from 1. */
    part: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  }),
  v.strictObject({
    kind: v.literal('graded'),
    id: v.pipe(v.string(), v.regex(SERIES_ID_PATTERN)),
  }),
])

/** A story's place in a series. */
export type BankSeries = v.InferOutput<typeof BankSeriesSchema>

/** A comprehension question, in the story's language. */
export const BankQuestionSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('multiple_choice'),
    prompt: TextSchema,
    options: v.pipe(v.array(TextSchema), v.minLength(3), v.maxLength(4)),
    /** Index of the right option in `options`. */
    answer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  }),
  v.strictObject({
    kind: v.literal('true_false'),
    prompt: TextSchema,
    answer: v.boolean(),
  }),
])

/** A comprehension question of a library story. */
export type BankQuestion = v.InferOutput<typeof BankQuestionSchema>

/**
 * One story file of the Fabula library. Unknown keys are rejected, so a misspelt field is an
 * error rather than silently ignored. See `content/stories/README.md` for the full rules.
 */
export const BankStorySchema = v.strictObject({
  /** Unique id `<lang>-<level>-<slug>`; also the file name (`<id>.json`). */
  id: v.pipe(v.string(), v.regex(STORY_ID_PATTERN)),
  /** Language of the story, ISO 639-1. */
  language: LanguageSchema,
  /** CEFR level the story is written for. */
  level: v.picklist(CEFR_LEVELS),
  /** Band inside the level it is written for: 1 low, 2 mid, 3 high. */
  subLevel: v.picklist([1, 2, 3]),
  /** Genres the story belongs to, most fitting first. */
  genres: v.pipe(v.array(v.picklist(GENRES)), v.minLength(1), v.maxLength(3)),
  /** Title in the story's language (may hold placeholders). */
  title: ShortTextSchema,
  /**
   * One or two sentences in the story's language saying what it is about without giving the end
   * away, for the catalogue (may hold placeholders). Required of new stories.
   */
  summary: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300))),
  /** What the story is about, 1–3 of {@link STORY_TOPICS}. Required of new stories. */
  topics: v.optional(v.pipe(v.array(v.picklist(STORY_TOPICS)), v.minLength(1), v.maxLength(3))),
  /** Its place in a serial or a graded series, if any. */
  series: v.optional(BankSeriesSchema),
  /** Characters named through placeholders. */
  characters: v.pipe(v.array(BankCharacterSchema), v.maxLength(12)),
  /** The text: paragraphs, each a list of sentences. */
  paragraphs: ParagraphsSchema,
  /**
   * Sentence translations by language, each shaped exactly like `paragraphs`: English always,
   * except for English stories, which carry Spanish.
   */
  translations: v.record(LanguageSchema, ParagraphsSchema),
  /** Every word type of the text: normalized form → `[dictionary form, meaning]`. */
  glossary: v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(60)), BankGlossaryValueSchema),
  /** Multi-word expressions with their own gloss. */
  phrases: v.optional(v.pipe(v.array(BankPhraseSchema), v.maxLength(60))),
  /** Five to twelve comprehension questions. */
  questions: v.pipe(v.array(BankQuestionSchema), v.minLength(5), v.maxLength(12)),
})

/** One story of the Fabula library, as its JSON file holds it. */
export type BankStory = v.InferOutput<typeof BankStorySchema>

/**
 * The language of a story's meanings and translations: English, except for English stories,
 * which are glossed and translated in Spanish.
 *
 * @param language - The story's language.
 * @returns `'en'` or `'es'`.
 */
export function glossLanguageOf(language: string): 'en' | 'es' {
  return language === 'en' ? 'es' : 'en'
}

/**
 * What the generated index knows about a story without loading it: enough to choose candidates
 * (language, level, genres, length) and to list the library.
 */
export interface LibraryEntry {
  /** Story id. */
  id: string
  /** Language, ISO 639-1. */
  language: string
  /** CEFR level written for. */
  level: BankStory['level']
  /** Sub-level written for. */
  subLevel: BankStory['subLevel']
  /** Genres, most fitting first. */
  genres: readonly Genre[]
  /** Length class, derived from {@link LibraryEntry.wordCount}. */
  length: StoryLength
  /** Word tokens of the text, each name counted as one word. */
  wordCount: number
  /** Title (may hold placeholders). */
  title: string
}
