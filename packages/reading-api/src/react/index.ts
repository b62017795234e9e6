/**
 * Query options and hooks of the reading data (TanStack Query), each over a
 * {@link ReadingRepository} so tests can pass an in-memory one.
 *
 * @packageDocumentation
 */
export { readingKeys } from './keys.js'
export { storyListQueryOptions, useStoryList } from './list-stories.js'
export {
  recentStoriesQueryOptions,
  storyQueryOptions,
  useRecentStories,
  useStory,
} from './get-story.js'
export {
  invalidateWords,
  useSetWordStatuses,
  useWordStatuses,
  wordStatusesQueryOptions,
  type SetWordStatusesVariables,
} from './word-statuses.js'
export {
  readingEventsQueryOptions,
  readingPositionQueryOptions,
  useReadingEvents,
  useReadingPosition,
  useRecordReading,
} from './reading-events.js'
export { storyOptionsQueryOptions, useStoryOptions } from './story-options.js'
export {
  importPartsQueryOptions,
  useDeleteTextImport,
  useImportParts,
  useImportText,
} from './text-imports.js'
export {
  continueReadingQueryOptions,
  dailyGoalQueryOptions,
  learnerTotalsQueryOptions,
  nextTestQueryOptions,
  readingGoalQueryOptions,
  staffOverviewQueryOptions,
  streakQueryOptions,
  useReadingGoal,
  useSetReadingGoal,
  wordsKnownHistoryQueryOptions,
} from './dashboard.js'
export {
  useLinkWordForm,
  useRelinkWords,
  useRemoveWordLink,
  useSaveWordDetails,
  useWordEntries,
  wordEntriesQueryOptions,
  type LinkWordFormVariables,
} from './word-entries.js'
export { phrasesQueryOptions, useDeletePhrase, usePhrases, useSavePhrase } from './phrases.js'
export {
  useImportVocabulary,
  useSetVocabularyStatus,
  useVocabulary,
  vocabularyQueryOptions,
} from './vocabulary.js'
export {
  DUE_REVIEWS_REFRESH_MS,
  dueReviewsQueryOptions,
  reviewQueueQueryOptions,
  useDueReviews,
  useRecordReview,
  useReviewQueue,
} from './review.js'
export { useWordMeaning, wordMeaningQueryOptions } from './word-meaning.js'
export {
  questionsQueryOptions,
  testHistoryQueryOptions,
  useQuestions,
  useSaveVocabularyResult,
  useSubmitTest,
  useTestHistory,
} from './tests.js'
export {
  REQUEST_POLL_MS,
  storyRequestQueryOptions,
  useCancelStory,
  useStartStory,
  useStoryRequest,
} from './story-requests.js'
