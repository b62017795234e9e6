import * as v from 'valibot'

/** What a learner says about a word (word_statuses.status). */
export const WORD_STATUSES = ['new', 'learning', 'known', 'ignored'] as const
/** A word status. */
export type WordStatusValue = (typeof WORD_STATUSES)[number]

const GlossSchema = v.object({
  lemma: v.optional(v.nullable(v.string())),
  gloss: v.optional(v.nullable(v.string())),
})

const SentenceTranslationSchema = v.object({
  source: v.optional(v.string()),
  translation: v.optional(v.nullable(v.string())),
})

/** A story row as the reader needs it (public.stories). */
export const StorySchema = v.object({
  id: v.string(),
  title: v.string(),
  language: v.string(),
  native_language: v.string(),
  level: v.string(),
  sub_level: v.number(),
  genre: v.string(),
  paragraphs: v.array(v.string()),
  glossary: v.fallback(v.record(v.string(), GlossSchema), {}),
  gloss_language: v.string(),
  sentence_translations: v.fallback(v.array(v.array(SentenceTranslationSchema)), []),
  word_count: v.number(),
  provider: v.string(),
  created_at: v.string(),
})

/** A story. */
export type Story = v.InferOutput<typeof StorySchema>

/** The columns of {@link StorySchema}. */
export const STORY_COLUMNS =
  'id,title,language,native_language,level,sub_level,genre,paragraphs,glossary,gloss_language,sentence_translations,word_count,provider,created_at'

/** A story as the library lists it (public.story_library). */
export const StorySummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  language: v.string(),
  level: v.string(),
  sub_level: v.number(),
  genre: v.string(),
  paragraphs: v.array(v.string()),
  word_count: v.number(),
  /** Known share when the story was written (0..1); numeric columns arrive as text or number. */
  coverage: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  provider: v.string(),
  created_at: v.string(),
  /** When the learner last finished it; `null` while unread. */
  finished_at: v.nullable(v.string()),
})

/** A story of the library list. */
export type StorySummary = v.InferOutput<typeof StorySummarySchema>

/** The columns of {@link StorySummarySchema}. */
export const STORY_SUMMARY_COLUMNS =
  'id,title,language,level,sub_level,genre,paragraphs,word_count,coverage,provider,created_at,finished_at'

/** One comprehension question (answers stay on the server). */
export const QuestionSchema = v.object({
  position: v.number(),
  kind: v.picklist(['multiple_choice', 'true_false']),
  prompt: v.string(),
  options: v.nullable(v.array(v.string())),
})

/** A comprehension question. */
export type Question = v.InferOutput<typeof QuestionSchema>

/** An answer: an option index (multiple choice) or a boolean (true/false). */
export type Answer = number | boolean

/** What submit_story_test returns. */
export const TestResultSchema = v.object({
  score: v.number(),
  total: v.number(),
  results: v.array(
    v.object({
      position: v.number(),
      answer: v.union([v.number(), v.boolean()]),
      correct_answer: v.union([v.number(), v.boolean()]),
      correct: v.boolean(),
    }),
  ),
})

/** A scored comprehension test. */
export type TestResult = v.InferOutput<typeof TestResultSchema>

/** Reading event kinds (public.reading_events.kind). */
export const READING_EVENT_KINDS = ['started', 'progress', 'finished'] as const

/** One reading event (public.reading_events). */
export const ReadingEventSchema = v.object({
  story_id: v.string(),
  kind: v.picklist(READING_EVENT_KINDS),
  seconds_read: v.number(),
  position: v.nullable(v.number()),
  created_at: v.string(),
})

/** A reading event. */
export type ReadingEvent = v.InferOutput<typeof ReadingEventSchema>

/** One scored test in the learner's history (comprehension or vocabulary). */
export interface TestHistoryEntry {
  id: string
  kind: 'comprehension' | 'cloze' | 'meaning'
  storyId: string | null
  /** The story's title (comprehension tests). */
  storyTitle: string | null
  score: number
  total: number
  createdAt: string
}

/** A comprehension attempt row (public.story_test_attempts). */
export const TestAttemptRowSchema = v.object({
  id: v.string(),
  story_id: v.string(),
  stories: v.nullable(v.object({ title: v.string() })),
  score: v.number(),
  total: v.number(),
  created_at: v.string(),
})

/** A vocabulary test row (public.vocabulary_test_results). */
export const VocabularyResultRowSchema = v.object({
  id: v.string(),
  kind: v.picklist(['cloze', 'meaning']),
  score: v.number(),
  total: v.number(),
  created_at: v.string(),
})

/** A word status row. */
export const WordStatusRowSchema = v.object({
  word: v.string(),
  status: v.picklist(WORD_STATUSES),
})

/** One page of a server-side list and the number of rows matching its filters. */
export interface Page<T> {
  rows: T[]
  total: number
}
