import * as v from 'valibot'

/** What a learner says about a word (word_statuses.status). */
export const WORD_STATUSES = ['new', 'learning', 'known', 'ignored'] as const
/** A word status. */
export type WordStatusValue = (typeof WORD_STATUSES)[number]

/** Story lengths the generate-story function accepts. */
export const STORY_LENGTHS = ['short', 'medium', 'long'] as const
/** A story length. */
export type StoryLength = (typeof STORY_LENGTHS)[number]

/** Generation stages shown while a story is written (story_requests.stage). */
export const GENERATION_STAGES = ['planning', 'writing', 'levelling', 'questions'] as const

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
  created_at: v.string(),
})

/** A story. */
export type Story = v.InferOutput<typeof StorySchema>

/** The columns of {@link StorySchema}. */
export const STORY_COLUMNS =
  'id,title,language,native_language,level,sub_level,genre,paragraphs,glossary,gloss_language,sentence_translations,word_count,created_at'

/** A generation request as the generate-story function reports it. */
export const StoryRequestSchema = v.object({
  id: v.string(),
  status: v.picklist(['queued', 'running', 'succeeded', 'failed', 'canceled']),
  stage: v.string(),
  progress: v.number(),
  error: v.nullable(v.object({ code: v.string(), message: v.nullable(v.string()) })),
  partial_text: v.nullable(v.string()),
  story_id: v.nullable(v.string()),
})

/** A generation request. */
export type StoryRequest = v.InferOutput<typeof StoryRequestSchema>

/** The body that starts a generation (generate-story `POST`). */
export interface StartStoryInput {
  genre: string
  length: StoryLength
  style_author?: string
  topic?: string
  level: string
  sub_level: number
}

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

/** One scored test in the learner's history (comprehension or vocabulary). */
export interface TestHistoryEntry {
  id: string
  kind: 'comprehension' | 'cloze' | 'meaning'
  storyId: string | null
  score: number
  total: number
  createdAt: string
}

/** One reading event (public.reading_events). */
export interface ReadingEvent {
  story_id: string
  kind: 'started' | 'progress' | 'finished'
  seconds_read: number
  position: number | null
  created_at: string
}
