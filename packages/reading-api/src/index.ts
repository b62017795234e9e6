/**
 * Reading data over supabase-js, shaped like `@fabula/profile-api`: one file per operation, a
 * repository interface with the supabase-js implementation as the seam, rows parsed with valibot at
 * the edge, and server-side lists (`{ rows, total }`). Query options and hooks live in `./react`;
 * the generate-story contract in `./contract`.
 *
 * @packageDocumentation
 */
export {
  NumericSchema,
  READING_EVENT_KINDS,
  REQUEST_DIFFERENCE_FIELDS,
  RequestDifferenceSchema,
  STORY_PROVIDERS,
  QuestionSchema,
  ReadingEventSchema,
  STORY_COLUMNS,
  STORY_SUMMARY_COLUMNS,
  StorySchema,
  StorySummarySchema,
  TestResultSchema,
  WORD_LINKERS,
  PhraseSchema,
  REVIEW_MODES,
  ReviewCardSchema,
  ReviewDueCountSchema,
  VocabularyItemSchema,
  type Answer,
  type Page,
  type Phrase,
  type Question,
  type ReadingEvent,
  type RequestDifference,
  type ReviewCard,
  type ReviewDueCount,
  type ReviewMode,
  type Story,
  type StorySummary,
  type TestHistoryEntry,
  type TestResult,
  type VocabularyItem,
  type WordEntry,
  type WordLink,
} from './rows.js'
export {
  IMPORT_LIMIT as VOCABULARY_IMPORT_LIMIT,
  EXPORT_LIMIT as VOCABULARY_EXPORT_LIMIT,
  importVocabulary,
  listAllVocabulary,
  listVocabulary,
  setVocabularyStatus,
  type VocabularyKey,
  type VocabularyQuery,
} from './vocabulary.js'
export {
  MEANING_MAX_LENGTH,
  MeaningSchema,
  NOTE_MAX_LENGTH,
  NormalizedWordSchema,
  NoteSchema,
  PHRASE_MAX_WORDS,
  PHRASE_TEXT_MAX_LENGTH,
  PhraseKeySchema,
  PlainTextSchema,
  SENTENCE_MAX_LENGTH,
  VocabularyImportRowSchema,
  importProblems,
  isPlainText,
  type ImportProblem,
  type VocabularyImportRow,
} from './vocabulary-rules.js'
export {
  WORD_STATUSES,
  VOCABULARY_KINDS,
  VOCABULARY_SORTS,
  LIBRARY_READ_FILTERS,
  LIBRARY_SORTS,
  type VocabularyKind,
  type WordStatusValue,
  type VocabularySort,
} from './constants.js'
export { listWordEntries, type WordBook } from './word-entries.js'
export { saveWordDetails, type WordDetailsInput } from './word-details.js'
export { linkWordForm, relinkWords, removeWordLink, type WordRelink } from './word-forms.js'
export { deletePhrase, listPhrases, savePhrase, type PhraseInput } from './phrases.js'
export {
  FsrsCardStateSchema,
  FsrsReviewLogSchema,
  NEW_CARDS_PER_DAY,
  countDueReviews,
  listReviewQueue,
  recordReview,
  type ReviewInput,
  type ReviewQueueQuery,
} from './review.js'
export { askWordMeaning } from './word-meaning.js'
export { listStories, type StoryListQuery } from './list-stories.js'
export { getStory, isUuid, listRecentStories, type RecentStoriesQuery } from './get-story.js'
export { listWordStatuses, setWordStatuses, type WordStatusEntry } from './word-statuses.js'
export {
  RecordedReadingSchema,
  ReadingPositionSchema,
  getReadingPosition,
  listReadingEvents,
  recordReadingEvent,
  type NewReadingEvent,
  type ReadingPosition,
  type RecordedReading,
} from './reading-events.js'
export {
  TEXT_IMPORT_FORMATS,
  TEXT_IMPORT_LIMITS,
  TextImportPartSchema,
  TextImportSchema,
  deleteTextImport,
  importText,
  listImportParts,
  type ImportPart,
  type ImportedText,
  type TextImportFormat,
  type TextImportInput,
  type TextImportPart,
} from './text-imports.js'
export {
  ContinueReadingSchema,
  DEFAULT_READING_GOAL,
  DailyGoalSchema,
  KnownWordsDaySchema,
  LearnerTotalsSchema,
  NextTestSchema,
  READING_GOAL_KINDS,
  READING_GOAL_RANGES,
  ReadingGoalSchema,
  StaffOverviewSchema,
  StreakSchema,
  getContinueReading,
  getDailyGoal,
  getLearnerTotals,
  getNextTest,
  getReadingGoal,
  getStaffOverview,
  getStreak,
  getWordsKnownHistory,
  setReadingGoal,
  type ContinueReading,
  type DailyGoal,
  type KnownWordsDay,
  type LearnerTotals,
  type NextTest,
  type ReadingGoal,
  type ReadingGoalKind,
  type StaffOverview,
  type Streak,
} from './dashboard.js'
export { getStoryOptions } from './story-options.js'
export { functionRefusalOf, type FunctionRefusal } from './function-errors.js'
export {
  getQuestions,
  listTestHistory,
  saveVocabularyResult,
  submitTest,
  type VocabularyResultInput,
} from './tests.js'
export { cancelStoryRequest, getStoryRequest, startStory } from './story-requests.js'
export { createSupabaseReadingRepository, type ReadingRepository } from './reading-repository.js'
