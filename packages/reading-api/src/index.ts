/**
 * Reading data over supabase-js, shaped like `@fabula/profile-api`: one file per operation, a
 * repository interface with the supabase-js implementation as the seam, rows parsed with valibot at
 * the edge, and server-side lists (`{ rows, total }`). Query options and hooks live in `./react`;
 * the generate-story contract in `./contract`.
 *
 * @packageDocumentation
 */
export {
  READING_EVENT_KINDS,
  QuestionSchema,
  ReadingEventSchema,
  STORY_COLUMNS,
  STORY_SUMMARY_COLUMNS,
  StorySchema,
  StorySummarySchema,
  TestResultSchema,
  WORD_STATUSES,
  type Answer,
  type Page,
  type Question,
  type ReadingEvent,
  type Story,
  type StorySummary,
  type TestHistoryEntry,
  type TestResult,
  type WordStatusValue,
} from './rows.js'
export {
  LIBRARY_READ_FILTERS,
  LIBRARY_SORTS,
  listStories,
  type StoryListQuery,
} from './list-stories.js'
export { getStory, isUuid, listRecentStories, type RecentStoriesQuery } from './get-story.js'
export { listWordStatuses, setWordStatuses, type WordStatusEntry } from './word-statuses.js'
export { listReadingEvents, recordReadingEvent, type NewReadingEvent } from './reading-events.js'
export {
  getQuestions,
  listTestHistory,
  saveVocabularyResult,
  submitTest,
  type VocabularyResultInput,
} from './tests.js'
export { cancelStoryRequest, getStoryRequest, startStory } from './story-requests.js'
export { createSupabaseReadingRepository, type ReadingRepository } from './reading-repository.js'
