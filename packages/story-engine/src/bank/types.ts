/**
 * The format of the built-in story bank: original, levelled stories shipped with Fabula and used by
 * the built-in library provider when no AI provider is configured (PRODUCT.md §4, issue 7).
 *
 * ## Adding a story
 * 1. Create `src/bank/<lang>/<level>-<slug>.ts` (kebab-case, e.g. `es/a1-el-mercado.ts`) whose
 *    default export is `defineBankStory({ … })`. See `es/a1-el-mercado.ts` for a complete example.
 * 2. Add one line to `src/bank/<lang>/index.ts`: import it and list it in that file's `STORIES`.
 * 3. Run `pnpm --filter @fabula/story-engine test`: `bank.test.ts` validates every story against
 *    {@link BankStorySchema} and the cross-field rules of {@link checkBankStory}.
 *
 * A new language folder needs an `index.ts` like the others plus one line in `src/bank/index.ts`.
 *
 * ## Rules the schema and the checks enforce
 * - Text is split by the author into paragraphs of sentences (`paragraphs: string[][]`), so
 *   sentence translations align by position, not by a segmenter's guess.
 * - `translations.en` is required and has exactly the shape of `paragraphs`; English stories also
 *   carry `translations.es`. Other native languages fall back to English (and say so).
 * - Characters are placeholders written `{{key}}` in title, sentences, questions and options; the
 *   provider fills each with a name from the character's pool (or a name the caller supplies).
 *   Every placeholder used must be declared and every declared character used.
 * - Glossary entries name a word form exactly as it appears in the text (compared
 *   case-insensitively), its lemma, and glosses: `en` always, `es` too for English stories.
 * - At least 5 comprehension questions, written in the story's language; multiple choice has 3–4
 *   options and the index of the right one; true/false has a boolean.
 * - Everything is original writing for Fabula: no text taken from books, courses or websites.
 *
 * @packageDocumentation
 */
import { GENRES, type Genre } from '@fabula/profile-api'
import { CEFR_LEVELS } from '@fabula/reading'
import * as v from 'valibot'

// Genres and levels have one source each: the profile rules (PRODUCT.md §2) and the level prior.
export { GENRES }
export type { Genre }
const LEVELS = CEFR_LEVELS

/** A placeholder key: lower camel case, e.g. `hero`, `bestFriend`. */
const PLACEHOLDER_KEY = /^[a-z][A-Za-z0-9]{0,30}$/

/** `{{key}}` occurrences in a string. */
export const PLACEHOLDER_PATTERN = /\{\{([a-z][A-Za-z0-9]{0,30})\}\}/g

const TextSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2_000))

/** A paragraph: its sentences in reading order. */
const ParagraphSchema = v.pipe(v.array(TextSchema), v.minLength(1), v.maxLength(40))

/** Paragraphs of sentences. */
const ParagraphsSchema = v.pipe(v.array(ParagraphSchema), v.minLength(1), v.maxLength(40))

/** A character whose name is filled in when the story is served. */
export const BankCharacterSchema = v.object({
  /** Placeholder key used as `{{key}}` in the text. */
  key: v.pipe(v.string(), v.regex(PLACEHOLDER_KEY)),
  /**
   * Grammatical gender the text assumes for this character (adjective and article agreement), so
   * a caller-supplied name is only used where it fits: `f`, `m`, or `any` when the text is neutral.
   */
  gender: v.picklist(['f', 'm', 'any']),
  /** Names that suit the story's language and the text's agreement; the first is the default. */
  names: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40))), v.minLength(1)),
})

/** A character of a bank story. */
export type BankCharacter = v.InferOutput<typeof BankCharacterSchema>

/** A glossary entry: a word form of the text, its lemma and its glosses. */
export const BankGlossaryEntrySchema = v.object({
  /** The word form as it appears in the text (matched case-insensitively). */
  word: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  /** Dictionary form. */
  lemma: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  /** Glosses by native language: `en` always; `es` also for English stories. */
  gloss: v.object({
    en: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
    es: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(120))),
  }),
})

/** A glossary entry of a bank story. */
export type BankGlossaryEntry = v.InferOutput<typeof BankGlossaryEntrySchema>

/** A comprehension question, in the story's language. */
export const BankQuestionSchema = v.variant('kind', [
  v.object({
    kind: v.literal('multiple_choice'),
    prompt: TextSchema,
    options: v.pipe(v.array(TextSchema), v.minLength(3), v.maxLength(4)),
    /** Index of the right option in `options`. */
    answer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  }),
  v.object({
    kind: v.literal('true_false'),
    prompt: TextSchema,
    answer: v.boolean(),
  }),
])

/** A comprehension question of a bank story. */
export type BankQuestion = v.InferOutput<typeof BankQuestionSchema>

/**
 * One story of the built-in bank. Validated by `bank.test.ts` for every registered story; see the
 * module documentation for the full rules.
 */
export const BankStorySchema = v.object({
  /** Unique id: `<lang>-<level>-<slug>`, lower case, e.g. `es-a1-el-mercado`. */
  id: v.pipe(v.string(), v.regex(/^[a-z]{2}-(a1|a2|b1|b2|c1|c2)-[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  /** Language of the story, ISO 639-1. */
  language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  /** CEFR level the story is written for. */
  level: v.picklist(LEVELS),
  /** Band inside the level: 1 low, 2 mid, 3 high. */
  subLevel: v.picklist([1, 2, 3]),
  /** Genres the story belongs to, most fitting first. */
  genres: v.pipe(v.array(v.picklist(GENRES)), v.minLength(1), v.maxLength(3)),
  /** Title in the story's language (may hold placeholders). */
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
  /** Characters named through placeholders. */
  characters: v.array(BankCharacterSchema),
  /** The text: paragraphs, each a list of sentences. */
  paragraphs: ParagraphsSchema,
  /** Sentence translations shaped exactly like `paragraphs`: `en` always, `es` for English stories. */
  translations: v.object({
    en: ParagraphsSchema,
    es: v.optional(ParagraphsSchema),
  }),
  /** Glosses for the words a learner at this level is least likely to know. */
  glossary: v.pipe(v.array(BankGlossaryEntrySchema), v.minLength(5)),
  /** At least five comprehension questions. */
  questions: v.pipe(v.array(BankQuestionSchema), v.minLength(5), v.maxLength(12)),
})

/** One story of the built-in bank (input form: what a bank file writes). */
export type BankStory = v.InferInput<typeof BankStorySchema>

/**
 * Identity helper for bank files: gives the object literal the {@link BankStory} type (so editors
 * complete and check it) without any runtime work.
 *
 * @param story - The story.
 * @returns The same object.
 */
export function defineBankStory(story: BankStory): BankStory {
  return story
}

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '')
}

function sameShape(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  return a.length === b.length && a.every((paragraph, i) => paragraph.length === b[i]?.length)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Cross-field rules the schema cannot express. Returns human-readable problems (empty when the
 * story is sound), so a test can list every problem of every story at once.
 *
 * @param story - A story that already passed {@link BankStorySchema}.
 * @returns Problems found, each naming the story id.
 */
export function checkBankStory(story: BankStory): string[] {
  const problems: string[] = []
  const say = (message: string) => problems.push(`${story.id}: ${message}`)

  const [lang, level] = story.id.split('-')
  if (lang !== story.language) say(`id starts with "${lang}" but language is "${story.language}"`)
  if (level !== story.level.toLowerCase()) say(`id level "${level}" differs from ${story.level}`)

  if (!sameShape(story.paragraphs, story.translations.en)) {
    say('translations.en must have the same paragraphs and sentence counts as paragraphs')
  }
  if (story.translations.es && !sameShape(story.paragraphs, story.translations.es)) {
    say('translations.es must have the same paragraphs and sentence counts as paragraphs')
  }
  if (story.language === 'en' && !story.translations.es) {
    say('English stories need translations.es')
  }
  if (story.language === 'en' && story.glossary.some((entry) => entry.gloss.es === undefined)) {
    say('English stories need a Spanish gloss (gloss.es) on every glossary entry')
  }

  const declared = new Set(story.characters.map((character) => character.key))
  if (declared.size !== story.characters.length) say('character keys must be unique')
  const texts = [
    story.title,
    ...story.paragraphs.flat(),
    ...story.questions.flatMap((q) =>
      q.kind === 'multiple_choice' ? [q.prompt, ...q.options] : [q.prompt],
    ),
  ]
  const used = new Set(texts.flatMap(placeholdersIn))
  for (const key of used) if (!declared.has(key)) say(`placeholder {{${key}}} is not declared`)
  for (const key of declared) if (!used.has(key)) say(`character "${key}" is never used`)

  const body = story.paragraphs.flat().join(' ')
  for (const entry of story.glossary) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{M}])${escapeRegExp(entry.word)}(?![\\p{L}\\p{M}])`,
      'iu',
    )
    if (!pattern.test(body)) say(`glossary word "${entry.word}" does not occur in the text`)
  }
  const glossed = new Set(story.glossary.map((entry) => entry.word.toLowerCase()))
  if (glossed.size !== story.glossary.length) say('glossary words must be unique')

  for (const [i, question] of story.questions.entries()) {
    if (question.kind === 'multiple_choice' && question.answer >= question.options.length) {
      say(`question ${i + 1}: answer index ${question.answer} has no option`)
    }
  }
  return problems
}
