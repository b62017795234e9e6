/**
 * Query options and hooks of the reading data (TanStack Query), each over a
 * {@link ReadingRepository} so tests can pass an in-memory one.
 *
 * @packageDocumentation
 */
export { readingKeys } from './keys'
export { storyListQueryOptions, useStoryList } from './list-stories'
export {
  recentStoriesQueryOptions,
  storyQueryOptions,
  useRecentStories,
  useStory,
} from './get-story'
export {
  useSetWordStatuses,
  useWordStatuses,
  wordStatusesQueryOptions,
  type SetWordStatusesVariables,
} from './word-statuses'
export { readingEventsQueryOptions, useReadingEvents, useRecordReading } from './reading-events'
export {
  questionsQueryOptions,
  testHistoryQueryOptions,
  useQuestions,
  useSaveVocabularyResult,
  useSubmitTest,
  useTestHistory,
} from './tests'
export {
  REQUEST_POLL_MS,
  storyRequestQueryOptions,
  useCancelStory,
  useStartStory,
  useStoryRequest,
} from './story-requests'
