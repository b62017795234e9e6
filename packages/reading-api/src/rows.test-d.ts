import type { Fits, FunctionRowFits, TableRowFits, ViewRowFits } from '@fabula/database'
import type {
  PhraseSchema,
  QuestionSchema,
  ReadingEventSchema,
  ReviewCardSchema,
  ReviewDueCountSchema,
  StorySchema,
  StorySummarySchema,
  TestAttemptRowSchema,
  VocabularyItemSchema,
  VocabularyResultRowSchema,
  WordEntryRowSchema,
  WordLinkRowSchema,
  WordStatusRowSchema,
} from './rows.js'

// Compile-time proof that each row schema reads what the database sends: every field is a column
// of its table, view or function, with a fitting type and nullability (@fabula/database, types
// generated from supabase/schemas). `tsc --noEmit` fails here when a column and a schema drift.
export type StoryFits = Fits<TableRowFits<typeof StorySchema, 'stories'>>
export type StorySummaryFits = Fits<ViewRowFits<typeof StorySummarySchema, 'story_library'>>
export type QuestionFits = Fits<TableRowFits<typeof QuestionSchema, 'story_questions'>>
export type ReadingEventFits = Fits<TableRowFits<typeof ReadingEventSchema, 'reading_events'>>
export type TestAttemptFits = Fits<
  TableRowFits<typeof TestAttemptRowSchema, 'story_test_attempts', 'stories'>
>
export type VocabularyResultFits = Fits<
  TableRowFits<typeof VocabularyResultRowSchema, 'vocabulary_test_results'>
>
export type WordStatusFits = Fits<TableRowFits<typeof WordStatusRowSchema, 'word_statuses'>>
export type WordEntryFits = Fits<TableRowFits<typeof WordEntryRowSchema, 'word_statuses'>>
export type WordLinkFits = Fits<TableRowFits<typeof WordLinkRowSchema, 'word_forms'>>
export type PhraseFits = Fits<TableRowFits<typeof PhraseSchema, 'phrases'>>
export type VocabularyItemFits = Fits<ViewRowFits<typeof VocabularyItemSchema, 'vocabulary_items'>>
export type ReviewCardFits = Fits<FunctionRowFits<typeof ReviewCardSchema, 'review_queue'>>
export type ReviewDueCountFits = Fits<
  FunctionRowFits<typeof ReviewDueCountSchema, 'review_due_counts'>
>
