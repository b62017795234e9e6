import * as v from 'valibot'
import { VOCABULARY_KINDS, WORD_STATUSES, type WordStatusValue } from './constants.js'

/** A numeric column: PostgREST sends `numeric` as a number or as text. */
export const NumericSchema = v.pipe(v.union([v.number(), v.string()]), v.transform(Number))

const GlossSchema = v.object({
  lemma: v.optional(v.nullable(v.string())),
  gloss: v.optional(v.nullable(v.string())),
})

const SentenceTranslationSchema = v.object({
  source: v.optional(v.string()),
  translation: v.optional(v.nullable(v.string())),
})

/**
 * Who gave a story (public.stories.provider): `builtin` is the Fabula library (no provider wrote
 * it), `openai-compatible` a connected story provider, `import` the learner's own text.
 */
export const STORY_PROVIDERS = ['builtin', 'openai-compatible', 'import'] as const

/** Fields a story can differ in from its request. */
export const REQUEST_DIFFERENCE_FIELDS = [
  'level',
  'genre',
  'length',
  'topic',
  'style_author',
] as const

/**
 * Something a served story differs in from the request (`stories.request_differences`): the
 * library serves its closest unread story and says what it could not honour. `got` is `null` for
 * what the library cannot write to (a topic, an author's style).
 */
export const RequestDifferenceSchema = v.object({
  field: v.picklist(REQUEST_DIFFERENCE_FIELDS),
  asked: v.string(),
  got: v.nullable(v.string()),
})

/** A difference between the request and the story. */
export type RequestDifference = v.InferOutput<typeof RequestDifferenceSchema>

/** A story row as the reader needs it (public.stories). */
export const StorySchema = v.object({
  id: v.string(),
  title: v.string(),
  language: v.string(),
  native_language: v.string(),
  /** CEFR level written for; `null` for an imported text. */
  level: v.nullable(v.string()),
  /** Band written for; `null` for an imported text. */
  sub_level: v.nullable(v.number()),
  /** Genre; `null` for an imported text. */
  genre: v.nullable(v.string()),
  paragraphs: v.array(v.string()),
  glossary: v.fallback(v.record(v.string(), GlossSchema), {}),
  gloss_language: v.string(),
  sentence_translations: v.fallback(v.array(v.array(SentenceTranslationSchema)), []),
  word_count: v.number(),
  /** One of {@link STORY_PROVIDERS} (read as any string, so a newer one still parses). */
  provider: v.string(),
  /** What differs from the request (library stories); empty otherwise. */
  request_differences: v.fallback(v.array(RequestDifferenceSchema), []),
  /** The text import this story is a part of, for imported texts. */
  import_id: v.nullable(v.string()),
  /** Its part number inside the import (1-based). */
  import_part: v.nullable(v.number()),
  created_at: v.string(),
})

/** A story. */
export type Story = v.InferOutput<typeof StorySchema>

/** The columns of {@link StorySchema}. */
export const STORY_COLUMNS =
  'id,title,language,native_language,level,sub_level,genre,paragraphs,glossary,gloss_language,sentence_translations,word_count,provider,request_differences,import_id,import_part,created_at'

/** A story as the library lists it (public.story_library). */
export const StorySummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  language: v.string(),
  /** `null` for an imported text (as are band and genre). */
  level: v.nullable(v.string()),
  sub_level: v.nullable(v.number()),
  genre: v.nullable(v.string()),
  paragraphs: v.array(v.string()),
  word_count: v.number(),
  /** Known share when the story was written (0..1); numeric columns arrive as text or number. */
  coverage: NumericSchema,
  provider: v.string(),
  created_at: v.string(),
  /** When the learner last finished it (an import: its last part); `null` while unread. */
  finished_at: v.nullable(v.string()),
  /** The import, for the learner's own texts (listed once, through their first part). */
  import_id: v.nullable(v.string()),
  /** How many parts the import has. */
  import_parts: v.nullable(v.number()),
})

/** A story of the library list. */
export type StorySummary = v.InferOutput<typeof StorySummarySchema>

/** The columns of {@link StorySummarySchema}. */
export const STORY_SUMMARY_COLUMNS =
  'id,title,language,level,sub_level,genre,paragraphs,word_count,coverage,provider,created_at,finished_at,import_id,import_parts'

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
  /** Share of the text read when it was recorded (0..1); `null` for older events. */
  progress: v.nullable(NumericSchema),
  /** Words newly read with it, counted by the server. */
  words_read: v.number(),
  created_at: v.string(),
})

/** A reading event. */
export type ReadingEvent = v.InferOutput<typeof ReadingEventSchema>

/** One scored test in the learner's history (comprehension or vocabulary). */
export interface TestHistoryEntry {
  id: string
  kind: 'comprehension' | 'cloze' | 'meaning'
  /** The language tested (the story's, or the vocabulary's); `null` when it is not known. */
  language: string | null
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
  stories: v.nullable(v.object({ title: v.string(), language: v.string() })),
  score: v.number(),
  total: v.number(),
  created_at: v.string(),
})

/** A vocabulary test row (public.vocabulary_test_results). */
export const VocabularyResultRowSchema = v.object({
  id: v.string(),
  kind: v.picklist(['cloze', 'meaning']),
  language: v.string(),
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

/** A learner's word by dictionary form (public.word_statuses). */
export const WordEntryRowSchema = v.object({
  word: v.string(),
  status: v.picklist(WORD_STATUSES),
  meaning: v.nullable(v.string()),
  note: v.nullable(v.string()),
  form: v.nullable(v.string()),
  sentence: v.nullable(v.string()),
  story_id: v.nullable(v.string()),
  lemma_checked: v.boolean(),
})

/** The columns of {@link WordEntryRowSchema}. */
export const WORD_ENTRY_COLUMNS = 'word,status,meaning,note,form,sentence,story_id,lemma_checked'

/** A learner's word: its dictionary form owns the status, own meaning and note. */
export interface WordEntry {
  /** The dictionary form (normalised). */
  lemma: string
  status: WordStatusValue
  /** The learner's own meaning. */
  meaning: string | null
  note: string | null
  /** The form the learner first marked. */
  form: string | null
  /** The sentence the word was first met in. */
  sentence: string | null
  storyId: string | null
  /**
   * False for a row saved before statuses moved to dictionary forms: `lemma` may still be a
   * form, to be folded into its dictionary form ({@link ReadingRepository.relinkWords}).
   */
  lemmaChecked: boolean
}

/** Who linked a form to its dictionary form. */
export const WORD_LINKERS = ['dictionary', 'learner'] as const

/** A form → dictionary form link (public.word_forms). */
export const WordLinkRowSchema = v.object({
  form: v.string(),
  lemma: v.string(),
  linked_by: v.picklist(WORD_LINKERS),
})

/** A form's link to its dictionary form; `lemma === form` with `linkedBy: 'learner'` is an unlink. */
export interface WordLink {
  form: string
  lemma: string
  linkedBy: (typeof WORD_LINKERS)[number]
}

/** A saved phrase (public.phrases). */
export const PhraseSchema = v.object({
  id: v.string(),
  language: v.string(),
  /** Normalised words joined by one space. */
  phrase: v.string(),
  /** As written where it was saved. */
  text: v.string(),
  status: v.picklist(WORD_STATUSES),
  meaning: v.nullable(v.string()),
  note: v.nullable(v.string()),
  sentence: v.nullable(v.string()),
  story_id: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})

/** A saved phrase. */
export type Phrase = v.InferOutput<typeof PhraseSchema>

/** The columns of {@link PhraseSchema}. */
export const PHRASE_COLUMNS =
  'id,language,phrase,text,status,meaning,note,sentence,story_id,created_at,updated_at'

/** One word or phrase of the vocabulary list (public.vocabulary_items). */
export const VocabularyItemSchema = v.object({
  /** `<kind>:<language>:<term>`, stable across pages. */
  id: v.string(),
  kind: v.picklist(VOCABULARY_KINDS),
  language: v.string(),
  /** Dictionary form of a word, normalised words of a phrase. */
  term: v.string(),
  /** The form first met (word) or the phrase as written. */
  text: v.string(),
  status: v.picklist(WORD_STATUSES),
  meaning: v.nullable(v.string()),
  note: v.nullable(v.string()),
  sentence: v.nullable(v.string()),
  story_id: v.nullable(v.string()),
  story_title: v.nullable(v.string()),
  /** Forms linked to a word's dictionary form, space-separated. */
  forms: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})

/** A vocabulary list item. */
export type VocabularyItem = v.InferOutput<typeof VocabularyItemSchema>

/** The columns of {@link VocabularyItemSchema}. */
export const VOCABULARY_COLUMNS =
  'id,kind,language,term,text,status,meaning,note,sentence,story_id,story_title,forms,created_at,updated_at'

/** How a card was asked: the word hidden in its sentence, or highlighted for its meaning. */
export const REVIEW_MODES = ['cloze', 'recall'] as const
/** A review mode. */
export type ReviewMode = (typeof REVIEW_MODES)[number]

/** One due card with its word and context (review_queue()). */
export const ReviewCardSchema = v.object({
  id: v.string(),
  kind: v.picklist(VOCABULARY_KINDS),
  language: v.string(),
  term: v.string(),
  text: v.string(),
  status: v.picklist(WORD_STATUSES),
  meaning: v.nullable(v.string()),
  note: v.nullable(v.string()),
  sentence: v.nullable(v.string()),
  story_id: v.nullable(v.string()),
  story_title: v.nullable(v.string()),
  due: v.string(),
  stability: v.number(),
  difficulty: v.number(),
  elapsed_days: v.number(),
  scheduled_days: v.number(),
  learning_steps: v.number(),
  reps: v.number(),
  lapses: v.number(),
  /** 0 new, 1 learning, 2 review, 3 relearning (FSRS). */
  state: v.picklist([0, 1, 2, 3]),
  last_review: v.nullable(v.string()),
})

/** A due review card. */
export type ReviewCard = v.InferOutput<typeof ReviewCardSchema>

/** Due cards of one language (review_due_counts()). */
export const ReviewDueCountSchema = v.object({
  language: v.string(),
  reviews: v.number(),
  new_cards: v.number(),
  due: v.number(),
})

/** Due cards of one language. */
export type ReviewDueCount = v.InferOutput<typeof ReviewDueCountSchema>
