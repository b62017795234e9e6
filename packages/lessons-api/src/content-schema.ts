/**
 * The lesson content format: one lesson of grammar and vocabulary for one target language and
 * CEFR level, as Fabula ships it in `content/lessons/<lang>/<NN>-<slug>.json` and as the authoring
 * screens will write it (issue 17, ADR 0042).
 *
 * ## A lesson
 * - `id` is `<language>-<level>-<slug>`, lower case, e.g. `es-a1-greetings-and-ser`.
 * - Titles, summaries, explanations and exercise instructions are in English, the interface
 *   language; target-language words may appear inside them.
 * - Example translations and vocabulary meanings are in `translationLanguage`: English, except in
 *   English lessons, whose learners get Spanish (the product's fallback native language).
 * - `sections` run in order, 4–10 of them, with at least one explanation, one set of examples and
 *   two exercises.
 *
 * ## The Markdown subset of explanations
 * Explanation bodies and exercise feedback are Markdown restricted to this grammar, checked by
 * {@link parseLessonMarkdown} and rendered as text (never as HTML):
 *
 * ```text
 * body      = block *( blank-line block )
 * block     = paragraph / list
 * paragraph = line *( newline line )      ; no line starts with "- "; joined with spaces
 * list      = item *( newline item )      ; every line is "- " inline
 * line      = inline
 * inline    = 1*( plain / strong / emphasis )
 * strong    = "**" span "**"              ; bold
 * emphasis  = "*" span "*"                ; italic
 * span      = non-space [ *char non-space ] ; no "*" inside, so no nesting
 * ```
 *
 * Nothing else: no raw HTML (`<`), links or images (`[…](…)`, URLs), headings (`#`), block
 * quotes (`>`), numbered or `*`/`+` lists, indentation, tables (`|`), code (`` ` ``), rules,
 * underscores, backslash escapes, entities or strike-through. A literal asterisk cannot be
 * written. Section titles give structure instead of headings.
 *
 * ## Answers
 * - Multiple choice: `answer` is the index of the one right option; options are distinct.
 * - Cloze: each `___` (exactly three underscores) is a gap; `answers[i]` lists the accepted
 *   spellings of gap `i`. A learner's answer counts when {@link isAcceptedAnswer} says so.
 * - Matching: lefts are distinct and rights are distinct, so each pairing is unambiguous.
 * - Ordering: `answer` is the sentence's chunks in the correct order; the UI shuffles them.
 *   `alsoAccepted` lists other correct orders of the same chunks (see {@link isCorrectOrder}).
 *
 * @packageDocumentation
 */
import { CEFR_LEVELS, SUB_LEVELS, SUPPORTED_TARGET_LANGUAGES } from '@fabula/reading'
import * as v from 'valibot'
import { LESSON_TOPICS } from './constants.js'

/** The gap marker of cloze texts: exactly three underscores. */
export const CLOZE_GAP = '___'

/** Languages that example translations and vocabulary meanings may be written in. */
export const LESSON_TRANSLATION_LANGUAGES = ['en', 'es'] as const

/** Length limits, in characters (Unicode code points, as PostgreSQL's `char_length` counts). */
export const LESSON_LIMITS = {
  id: 80,
  title: 80,
  summary: 300,
  explanationBody: 2_000,
  feedback: 600,
  instruction: 200,
  sentence: 300,
  option: 120,
  word: 60,
  meaning: 120,
  note: 200,
  chunk: 40,
} as const

const ID_PATTERN = /^[a-z]{2}-(?:a1|a2|b1|b2|c1|c2)-[a-z0-9]+(?:-[a-z0-9]+)*$/
const GAP_PATTERN = /_{3}/g

const charCount = (text: string): number => [...text].length

/** Line breaks, tabs and other C0 controls, and DEL: never part of a one-line text. */
const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')

/** One line of plain text: not blank, no surrounding white space, no line breaks. */
function plainText(max: number) {
  return v.pipe(
    v.string(),
    v.check(
      (text) => text !== '' && text.trim() === text,
      'must not be empty or begin or end with white space',
    ),
    v.check((text) => !hasControlCharacter(text), 'must be one line without control characters'),
    v.check((text) => charCount(text) <= max, `must be at most ${max} characters`),
  )
}

/** Text in the Markdown subset (see the package documentation). */
function markdownText(max: number) {
  return v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', 'must not be empty'),
    v.check((text) => charCount(text) <= max, `must be at most ${max} characters`),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      for (const problem of parseLessonMarkdown(dataset.value).problems) {
        addIssue({ message: problem })
      }
    }),
  )
}

/** True when no two values are equal after {@link normalizeAnswer}. */
function distinct(values: readonly string[]): boolean {
  return new Set(values.map(normalizeAnswer)).size === values.length
}

// ---------------------------------------------------------------------------------------------
// Markdown subset

/** A run of inline text: plain, bold (`**…**`) or italic (`*…*`). */
export interface LessonInline {
  kind: 'text' | 'strong' | 'emphasis'
  text: string
}

/** A block of the Markdown subset: a paragraph or a bullet list. */
export type LessonBlock =
  { kind: 'paragraph'; content: LessonInline[] } | { kind: 'list'; items: LessonInline[][] }

/** What {@link parseLessonMarkdown} found: blocks to render, or the problems to fix. */
export interface LessonMarkdown {
  /** The blocks, in order; meaningful only when `problems` is empty. */
  blocks: LessonBlock[]
  /** Every rule broken, each naming its line; empty when the text is valid. */
  problems: string[]
}

/** Line-level constructs outside the subset, each with the message an author sees. */
const FORBIDDEN: readonly (readonly [RegExp, string])[] = [
  [/</, 'raw HTML is not allowed (no "<")'],
  [/\]\(|!\[|\]\[|^\[[^\]]*\]:/, 'links and images are not allowed'],
  [/:\/\/|\bwww\./i, 'links are not allowed'],
  [/^#/, 'headings are not allowed (use a section title)'],
  [/^>/, 'block quotes are not allowed'],
  [/^[*+]\s/, 'list items start with "- "'],
  [/^\d+[.)]\s/, 'numbered lists are not allowed (use "- " items)'],
  [/^\s+\S/, 'indented lines are not allowed (no nested lists or code blocks)'],
  [/^(?:[-=_*]\s*){3,}$/, 'horizontal rules and underlined headings are not allowed'],
  [/\|/, 'tables are not allowed (no "|")'],
  [/`/, 'code is not allowed (no backticks)'],
  [/_/, 'underscores are not allowed (italic is *text*)'],
  [/\\/, 'backslash escapes are not allowed'],
  [/&#?[a-z0-9]+;/i, 'HTML entities are not allowed'],
  [/~~/, 'strike-through is not allowed'],
]

/**
 * One line of inline text: plain characters, `**bold**` and `*italic*` spans that start and end
 * with a non-space character and contain no asterisk. The alternatives start with different
 * characters, so matching never backtracks across them.
 */
const INLINE_PATTERN = /^(?:[^*]|\*\*[^*\s](?:[^*]*[^*\s])?\*\*|\*[^*\s](?:[^*]*[^*\s])?\*)*$/
const INLINE_SPANS = /(\*\*[^*]+\*\*|\*[^*]+\*)/

function parseInline(text: string): LessonInline[] {
  return text
    .split(INLINE_SPANS)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('**')
        ? { kind: 'strong', text: part.slice(2, -2) }
        : part.startsWith('*')
          ? { kind: 'emphasis', text: part.slice(1, -1) }
          : { kind: 'text', text: part },
    )
}

/**
 * Parses text in the lesson Markdown subset (grammar in the package documentation) into blocks a
 * renderer turns into elements with text children — never HTML — and lists every rule it breaks.
 *
 * @example
 * parseLessonMarkdown('Use **ser** for:\n\n- origin\n- *identity*').blocks
 * // [{ kind: 'paragraph', … }, { kind: 'list', items: [[…'origin'], [{ kind: 'emphasis', … }]] }]
 */
export function parseLessonMarkdown(source: string): LessonMarkdown {
  const problems: string[] = []
  const blocks: LessonBlock[] = []
  let group: { line: number; text: string }[] = []

  const closeGroup = () => {
    if (group.length === 0) return
    const bullets = group.filter((entry) => entry.text.startsWith('- '))
    if (bullets.length === group.length) {
      blocks.push({ kind: 'list', items: group.map((entry) => parseInline(entry.text.slice(2))) })
    } else if (bullets.length === 0) {
      const joined = group.map((entry) => entry.text).join(' ')
      blocks.push({ kind: 'paragraph', content: parseInline(joined) })
    } else {
      const first = group[0]?.line ?? 0
      problems.push(`line ${first}: separate a list from a paragraph with a blank line`)
    }
    group = []
  }

  source.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    const text = raw.trimEnd()
    if (text === '') {
      closeGroup()
      return
    }
    const broken = FORBIDDEN.filter(([pattern]) => pattern.test(text))
    for (const [, message] of broken) problems.push(`line ${line}: ${message}`)
    if (text === '-' || /^-\s*$/.test(text)) {
      problems.push(`line ${line}: a list item needs text`)
      return
    }
    const inline = text.startsWith('- ') ? text.slice(2).trim() : text
    if (!INLINE_PATTERN.test(inline)) {
      problems.push(
        `line ${line}: bold is **text** and italic is *text*, closed on the same line, not nested, no other asterisks`,
      )
    }
    group.push({ line, text: text.startsWith('- ') ? `- ${inline}` : text })
  })
  closeGroup()
  return { blocks: problems.length === 0 ? blocks : [], problems }
}

// ---------------------------------------------------------------------------------------------
// Answers

/**
 * The form in which learner answers and accepted answers are compared: Unicode NFC, typographic
 * apostrophes as `'`, runs of white space as one space, trimmed, lower case. Accents and other
 * punctuation still count: they are what many exercises teach.
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** Whether a learner's answer to one cloze gap is one of its accepted spellings. */
export function isAcceptedAnswer(given: string, accepted: readonly string[]): boolean {
  const answer = normalizeAnswer(given)
  return accepted.some((spelling) => normalizeAnswer(spelling) === answer)
}

/**
 * Whether chunks put in order by a learner form the item's sentence or one of its accepted
 * variants. Sentences are compared as joined text, so two equal chunks are interchangeable.
 */
export function isCorrectOrder(given: readonly string[], item: OrderingItem): boolean {
  const sentence = normalizeAnswer(given.join(' '))
  return [item.answer, ...(item.alsoAccepted ?? [])].some(
    (order) => normalizeAnswer(order.join(' ')) === sentence,
  )
}

// ---------------------------------------------------------------------------------------------
// Sections

const SectionTitleSchema = v.optional(plainText(LESSON_LIMITS.title))
const InstructionSchema = plainText(LESSON_LIMITS.instruction)
const FeedbackSchema = v.optional(markdownText(LESSON_LIMITS.feedback))

/** Prose that teaches: rules, usage, contrasts, in the Markdown subset. */
export const ExplanationSectionSchema = v.strictObject({
  kind: v.literal('explanation'),
  /** Shown above the body; optional. */
  title: SectionTitleSchema,
  /** English prose in the Markdown subset. */
  body: markdownText(LESSON_LIMITS.explanationBody),
})

/** A sentence in the target language with its translation. */
export const ExampleSchema = v.strictObject({
  /** The sentence, in the lesson's language. */
  text: plainText(LESSON_LIMITS.sentence),
  /** Its translation, in the lesson's `translationLanguage`. */
  translation: plainText(LESSON_LIMITS.sentence),
})

/** Example sentences that show the lesson's point in use. */
export const ExamplesSectionSchema = v.strictObject({
  kind: v.literal('examples'),
  title: SectionTitleSchema,
  items: v.pipe(v.array(ExampleSchema), v.minLength(1), v.maxLength(12)),
})

/** A word or phrase to learn. */
export const VocabularyItemSchema = v.strictObject({
  /** As the learner should learn it, e.g. with its article: `la manzana`. */
  word: plainText(LESSON_LIMITS.word),
  /** Dictionary form when it differs from `word` (links the word to the reader's statuses). */
  lemma: v.optional(plainText(LESSON_LIMITS.word)),
  /** Meaning in the lesson's `translationLanguage`. */
  meaning: plainText(LESSON_LIMITS.meaning),
  /** A usage note in English, e.g. an irregular plural. */
  note: v.optional(plainText(LESSON_LIMITS.note)),
})

/** A list of words and phrases. */
export const VocabularySectionSchema = v.strictObject({
  kind: v.literal('vocabulary'),
  title: SectionTitleSchema,
  items: v.pipe(
    v.array(VocabularyItemSchema),
    v.minLength(1),
    v.maxLength(24),
    v.check((items) => distinct(items.map((item) => item.word)), 'words must be distinct'),
  ),
})

/** One multiple-choice question. */
export const MultipleChoiceQuestionSchema = v.pipe(
  v.strictObject({
    /** The question or the sentence to complete. */
    prompt: plainText(LESSON_LIMITS.sentence),
    /** 2–5 distinct options. */
    options: v.pipe(
      v.array(plainText(LESSON_LIMITS.option)),
      v.minLength(2),
      v.maxLength(5),
      v.check((options) => distinct(options), 'options must be distinct, so exactly one is right'),
    ),
    /** Index in `options` of the one right answer. */
    answer: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.forward(
    v.check(
      (question) => question.answer < question.options.length,
      'answer must be the index of one of the options',
    ),
    ['answer'],
  ),
)

/** Multiple-choice questions with exactly one right option each. */
export const MultipleChoiceExerciseSchema = v.strictObject({
  kind: v.literal('exercise'),
  type: v.literal('multiple_choice'),
  instruction: InstructionSchema,
  questions: v.pipe(v.array(MultipleChoiceQuestionSchema), v.minLength(1), v.maxLength(8)),
  /** Shown after answering. */
  explanation: FeedbackSchema,
})

/** Counts the `___` gaps of a cloze text. */
export function countClozeGaps(text: string): number {
  return text.match(GAP_PATTERN)?.length ?? 0
}

/** One sentence with gaps. */
export const ClozeItemSchema = v.pipe(
  v.strictObject({
    /** The sentence, with each gap written `___`. */
    text: plainText(LESSON_LIMITS.sentence),
    /** Per gap, in order, 1–5 accepted spellings. */
    answers: v.pipe(
      v.array(
        v.pipe(
          v.array(plainText(LESSON_LIMITS.option)),
          v.minLength(1),
          v.maxLength(5),
          v.check((spellings) => distinct(spellings), 'accepted spellings must be distinct'),
        ),
      ),
      v.minLength(1),
      v.maxLength(6),
    ),
    /** A hint shown beside the sentence, e.g. the infinitive to conjugate. */
    hint: v.optional(plainText(LESSON_LIMITS.option)),
  }),
  v.forward(
    v.check((item) => !/_{4,}/.test(item.text), 'a gap is exactly three underscores'),
    ['text'],
  ),
  v.forward(
    v.check(
      (item) => countClozeGaps(item.text) === item.answers.length,
      'answers must list accepted spellings for each ___ gap, in order',
    ),
    ['answers'],
  ),
)

/** Sentences with gaps to fill in. */
export const ClozeExerciseSchema = v.strictObject({
  kind: v.literal('exercise'),
  type: v.literal('cloze'),
  instruction: InstructionSchema,
  items: v.pipe(v.array(ClozeItemSchema), v.minLength(1), v.maxLength(8)),
  explanation: FeedbackSchema,
})

/** A pair to match. */
export const MatchingPairSchema = v.strictObject({
  left: plainText(LESSON_LIMITS.option),
  right: plainText(LESSON_LIMITS.option),
})

/** 3–8 pairs; the UI shuffles the right column. */
export const MatchingExerciseSchema = v.strictObject({
  kind: v.literal('exercise'),
  type: v.literal('matching'),
  instruction: InstructionSchema,
  pairs: v.pipe(
    v.array(MatchingPairSchema),
    v.minLength(3),
    v.maxLength(8),
    v.check((pairs) => distinct(pairs.map((pair) => pair.left)), 'left sides must be distinct'),
    v.check((pairs) => distinct(pairs.map((pair) => pair.right)), 'right sides must be distinct'),
  ),
  explanation: FeedbackSchema,
})

const ChunksSchema = v.pipe(
  v.array(plainText(LESSON_LIMITS.chunk)),
  v.minLength(2),
  v.maxLength(14),
)

const sameChunks = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000')

/** One sentence to put in order. */
export const OrderingItemSchema = v.pipe(
  v.strictObject({
    /** The sentence's chunks (words or short phrases) in the correct order. */
    answer: ChunksSchema,
    /** Other correct orders of exactly the same chunks, where word order is free. */
    alsoAccepted: v.optional(v.pipe(v.array(ChunksSchema), v.minLength(1), v.maxLength(4))),
    /** The sentence's meaning, in the lesson's `translationLanguage`. */
    translation: plainText(LESSON_LIMITS.sentence),
  }),
  v.forward(
    v.check(
      (item) => new Set(item.answer).size >= 2,
      'needs at least two different chunks to put in order',
    ),
    ['answer'],
  ),
  v.forward(
    v.check(
      (item) => (item.alsoAccepted ?? []).every((order) => sameChunks(order, item.answer)),
      'each accepted order must use exactly the chunks of answer',
    ),
    ['alsoAccepted'],
  ),
  v.forward(
    v.check(
      (item) => distinct([item.answer, ...(item.alsoAccepted ?? [])].map((o) => o.join(' '))),
      'accepted orders must differ from answer and from each other',
    ),
    ['alsoAccepted'],
  ),
)

/** Sentences to rebuild from shuffled chunks. */
export const OrderingExerciseSchema = v.strictObject({
  kind: v.literal('exercise'),
  type: v.literal('ordering'),
  instruction: InstructionSchema,
  items: v.pipe(v.array(OrderingItemSchema), v.minLength(1), v.maxLength(6)),
  explanation: FeedbackSchema,
})

/** An exercise section, by `type`. */
export const ExerciseSectionSchema = v.variant('type', [
  MultipleChoiceExerciseSchema,
  ClozeExerciseSchema,
  MatchingExerciseSchema,
  OrderingExerciseSchema,
])

/** A section of a lesson, by `kind`. */
export const LessonSectionSchema = v.variant('kind', [
  ExplanationSectionSchema,
  ExamplesSectionSchema,
  VocabularySectionSchema,
  ExerciseSectionSchema,
])

// ---------------------------------------------------------------------------------------------
// Lesson

/** Lesson id: `<language>-<level>-<slug>`, lower-case ASCII, e.g. `fr-a2-passe-compose`. */
export const LessonIdSchema = v.pipe(
  v.string(),
  v.regex(ID_PATTERN, 'must be <language>-<level>-<slug> in lower case, e.g. es-a1-greetings'),
  v.maxLength(LESSON_LIMITS.id),
)

const LessonFieldsSchema = {
  id: LessonIdSchema,
  /** Target language, ISO 639-1. */
  language: v.picklist(SUPPORTED_TARGET_LANGUAGES),
  /** Language of translations and meanings: `en`, or `es` for English lessons. */
  translationLanguage: v.picklist(LESSON_TRANSLATION_LANGUAGES),
  /** CEFR level. */
  level: v.picklist(CEFR_LEVELS),
  /** Low, mid or high band within the level, as the learner profile's `lang_sub_lvl`. */
  subLevel: v.picklist(SUB_LEVELS),
  /** Position within the lessons of the same language and level, from 1. */
  order: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
  /** In English. */
  title: plainText(LESSON_LIMITS.title),
  /** In English, at most 300 characters: what the learner will be able to do. */
  summary: plainText(LESSON_LIMITS.summary),
  /** 1–3 distinct topics from {@link LESSON_TOPICS}. */
  topics: v.pipe(
    v.array(v.picklist(LESSON_TOPICS)),
    v.minLength(1),
    v.maxLength(3),
    v.check((topics) => new Set(topics).size === topics.length, 'topics must be distinct'),
  ),
  /** Minutes a learner of the level needs, explanations and exercises included. */
  estimatedMinutes: v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(60)),
}

/**
 * A lesson. Besides each field's rules: the id starts with its language and level, translations
 * are not in the lesson's own language, and the sections include at least one explanation, one
 * set of examples and two exercises.
 */
export const LessonSchema = v.pipe(
  v.strictObject({
    ...LessonFieldsSchema,
    /** 4–10 sections, shown in this order. */
    sections: v.pipe(v.array(LessonSectionSchema), v.minLength(4), v.maxLength(10)),
  }),
  v.forward(
    v.partialCheck(
      [['id'], ['language'], ['level']],
      (lesson) => lesson.id.startsWith(`${lesson.language}-${lesson.level.toLowerCase()}-`),
      'id must start with the lesson language and level, e.g. es-a1-',
    ),
    ['id'],
  ),
  v.forward(
    v.partialCheck(
      [['language'], ['translationLanguage']],
      (lesson) => lesson.translationLanguage !== lesson.language,
      'translations must not be in the language being taught',
    ),
    ['translationLanguage'],
  ),
  v.forward(
    v.partialCheck(
      [['sections']],
      (lesson) => lesson.sections.some((section) => section.kind === 'explanation'),
      'a lesson needs at least one explanation section',
    ),
    ['sections'],
  ),
  v.forward(
    v.partialCheck(
      [['sections']],
      (lesson) => lesson.sections.some((section) => section.kind === 'examples'),
      'a lesson needs at least one examples section',
    ),
    ['sections'],
  ),
  v.forward(
    v.partialCheck(
      [['sections']],
      (lesson) => lesson.sections.filter((section) => section.kind === 'exercise').length >= 2,
      'a lesson needs at least two exercises',
    ),
    ['sections'],
  ),
)

/** A lesson of the content format. */
export type Lesson = v.InferOutput<typeof LessonSchema>
/** A section of a lesson. */
export type LessonSection = v.InferOutput<typeof LessonSectionSchema>
/** An exercise section of a lesson. */
export type ExerciseSection = v.InferOutput<typeof ExerciseSectionSchema>
/** One sentence of an ordering exercise. */
export type OrderingItem = v.InferOutput<typeof OrderingItemSchema>

/**
 * Rules across lessons: ids are unique, and no two lessons of one language and level share an
 * `order`. Returns one message per problem; empty when the set is consistent.
 */
export function checkLessonCollection(lessons: readonly Lesson[]): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  const orders = new Map<string, string>()
  for (const lesson of lessons) {
    if (ids.has(lesson.id)) problems.push(`${lesson.id}: id is used by another lesson`)
    ids.add(lesson.id)
    const slot = `${lesson.language} ${lesson.level} order ${lesson.order}`
    const holder = orders.get(slot)
    if (holder !== undefined) problems.push(`${lesson.id}: ${slot} is taken by ${holder}`)
    else orders.set(slot, lesson.id)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------
// Index

/** One line of the generated `content/lessons/index.json`: a lesson card and where its file is. */
export const LessonIndexEntrySchema = v.strictObject({
  ...LessonFieldsSchema,
  /** Number of sections, for progress ("section 3 of 7"). */
  sections: v.pipe(v.number(), v.integer(), v.minValue(4), v.maxValue(10)),
  /** Number of exercise sections. */
  exercises: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(10)),
  /** Path of the lesson file below `content/lessons`, e.g. `es/01-greetings-and-ser.json`. */
  file: v.pipe(v.string(), v.regex(/^[a-z]{2}\/\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*\.json$/)),
})

/** The generated index of the shipped lessons, sorted by language, level and order. */
export const LessonIndexSchema = v.strictObject({
  lessons: v.array(LessonIndexEntrySchema),
})

/** One entry of the lesson index. */
export type LessonIndexEntry = v.InferOutput<typeof LessonIndexEntrySchema>

/** The index entry of a lesson stored at `file` (relative to `content/lessons`). */
export function toLessonIndexEntry(lesson: Lesson, file: string): LessonIndexEntry {
  const { sections, ...card } = lesson
  return {
    ...card,
    sections: sections.length,
    exercises: sections.filter((section) => section.kind === 'exercise').length,
    file,
  }
}
