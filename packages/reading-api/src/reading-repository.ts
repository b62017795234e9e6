import type { SupabaseClient } from '@supabase/supabase-js'
import type { StartStoryInput, StoryRequestView } from './contract/generate-story.js'
import type { StoryOptions } from './contract/story-options.js'
import {
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
  type StaffOverview,
  type Streak,
} from './dashboard.js'
import { getStory, listRecentStories, type RecentStoriesQuery } from './get-story.js'
import { listStories, type StoryListQuery } from './list-stories.js'
import {
  getReadingPosition,
  listReadingEvents,
  recordReadingEvent,
  type NewReadingEvent,
  type ReadingPosition,
  type RecordedReading,
} from './reading-events.js'
import { getStoryOptions } from './story-options.js'
import {
  deleteTextImport,
  importText,
  listImportParts,
  type ImportPart,
  type ImportedText,
  type TextImportInput,
} from './text-imports.js'
import type {
  Answer,
  Page,
  Question,
  ReadingEvent,
  Story,
  StorySummary,
  TestHistoryEntry,
  TestResult,
  WordStatusValue,
} from './rows.js'
import { cancelStoryRequest, getStoryRequest, startStory } from './story-requests.js'
import {
  getQuestions,
  listTestHistory,
  saveVocabularyResult,
  submitTest,
  type VocabularyResultInput,
} from './tests.js'
import { listWordStatuses, setWordStatuses, type WordStatusEntry } from './word-statuses.js'

/**
 * Where the reading screens read and write. Screens and hooks depend on this interface, so tests
 * and stories can pass an in-memory one; {@link createSupabaseReadingRepository} is the real one.
 * Every list is the caller's own (`userId`), even for staff whom row-level security lets read
 * more. Every method rejects with an `AppError` that keeps the HTTP status of a failed call.
 */
export interface ReadingRepository {
  listStories(query: StoryListQuery): Promise<Page<StorySummary>>
  getStory(userId: string, id: string): Promise<Story | null>
  listRecentStories(query: RecentStoriesQuery): Promise<Story[]>
  listWordStatuses(userId: string, language: string): Promise<Map<string, WordStatusValue>>
  setWordStatuses(
    userId: string,
    language: string,
    entries: readonly WordStatusEntry[],
  ): Promise<void>
  recordReadingEvent(event: NewReadingEvent): Promise<RecordedReading>
  getReadingPosition(userId: string, storyId: string): Promise<ReadingPosition | null>
  listReadingEvents(userId: string): Promise<ReadingEvent[]>
  getQuestions(storyId: string): Promise<Question[]>
  submitTest(storyId: string, answers: readonly Answer[]): Promise<TestResult>
  saveVocabularyResult(result: VocabularyResultInput): Promise<void>
  listTestHistory(userId: string): Promise<TestHistoryEntry[]>
  startStory(input: StartStoryInput): Promise<StoryRequestView>
  getStoryRequest(id: string): Promise<StoryRequestView | null>
  cancelStoryRequest(id: string): Promise<void>
  getStoryOptions(): Promise<StoryOptions>
  importText(input: TextImportInput): Promise<ImportedText>
  listImportParts(userId: string, importId: string): Promise<ImportPart[]>
  deleteTextImport(importId: string): Promise<void>
  getLearnerTotals(language: string | null): Promise<LearnerTotals>
  getStreak(timeZone: string): Promise<Streak>
  getWordsKnownHistory(
    language: string | null,
    timeZone: string,
    days: number,
  ): Promise<KnownWordsDay[]>
  getDailyGoal(timeZone: string): Promise<DailyGoal>
  getContinueReading(): Promise<ContinueReading | null>
  getNextTest(): Promise<NextTest | null>
  getStaffOverview(timeZone: string): Promise<StaffOverview>
  getReadingGoal(userId: string): Promise<ReadingGoal | null>
  setReadingGoal(userId: string, goal: ReadingGoal): Promise<void>
}

/**
 * The supabase-js implementation of {@link ReadingRepository}. Pass the app's client; row-level
 * security decides what it may see.
 *
 * @example
 * const reading = createSupabaseReadingRepository(supabase)
 * const { rows, total } = await reading.listStories({ userId, page: 1, pageSize: 12 })
 */
export function createSupabaseReadingRepository(client: SupabaseClient): ReadingRepository {
  return {
    listStories: (query) => listStories(client, query),
    getStory: (userId, id) => getStory(client, userId, id),
    listRecentStories: (query) => listRecentStories(client, query),
    listWordStatuses: (userId, language) => listWordStatuses(client, userId, language),
    setWordStatuses: (userId, language, entries) =>
      setWordStatuses(client, userId, language, entries),
    recordReadingEvent: (event) => recordReadingEvent(client, event),
    getReadingPosition: (userId, storyId) => getReadingPosition(client, userId, storyId),
    listReadingEvents: (userId) => listReadingEvents(client, userId),
    getQuestions: (storyId) => getQuestions(client, storyId),
    submitTest: (storyId, answers) => submitTest(client, storyId, answers),
    saveVocabularyResult: (result) => saveVocabularyResult(client, result),
    listTestHistory: (userId) => listTestHistory(client, userId),
    startStory: (input) => startStory(client, input),
    getStoryRequest: (id) => getStoryRequest(client, id),
    cancelStoryRequest: (id) => cancelStoryRequest(client, id),
    getStoryOptions: () => getStoryOptions(client),
    importText: (input) => importText(client, input),
    listImportParts: (userId, importId) => listImportParts(client, userId, importId),
    deleteTextImport: (importId) => deleteTextImport(client, importId),
    getLearnerTotals: (language) => getLearnerTotals(client, language),
    getStreak: (timeZone) => getStreak(client, timeZone),
    getWordsKnownHistory: (language, timeZone, days) =>
      getWordsKnownHistory(client, language, timeZone, days),
    getDailyGoal: (timeZone) => getDailyGoal(client, timeZone),
    getContinueReading: () => getContinueReading(client),
    getNextTest: () => getNextTest(client),
    getStaffOverview: (timeZone) => getStaffOverview(client, timeZone),
    getReadingGoal: (userId) => getReadingGoal(client, userId),
    setReadingGoal: (userId, goal) => setReadingGoal(client, userId, goal),
  }
}
