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
import type { WordMeaningInput, WordMeaningReply } from './contract/word-meaning.js'
import { deletePhrase, listPhrases, savePhrase, type PhraseInput } from './phrases.js'
import {
  countDueReviews,
  listReviewQueue,
  recordReview,
  type ReviewInput,
  type ReviewQueueQuery,
} from './review.js'
import type {
  Answer,
  Page,
  Phrase,
  Question,
  ReadingEvent,
  ReviewCard,
  ReviewDueCount,
  Story,
  StorySummary,
  TestHistoryEntry,
  TestResult,
  VocabularyItem,
} from './rows.js'
import type { WordStatusValue } from './constants.js'
import { cancelStoryRequest, getStoryRequest, startStory } from './story-requests.js'
import {
  getQuestions,
  listTestHistory,
  saveVocabularyResult,
  submitTest,
  type VocabularyResultInput,
} from './tests.js'
import {
  importVocabulary,
  listAllVocabulary,
  listVocabulary,
  setVocabularyStatus,
  type VocabularyKey,
  type VocabularyQuery,
} from './vocabulary.js'
import type { VocabularyImportRow } from './vocabulary-rules.js'
import { saveWordDetails, type WordDetailsInput } from './word-details.js'
import { listWordEntries, type WordBook } from './word-entries.js'
import { linkWordForm, relinkWords, removeWordLink, type WordRelink } from './word-forms.js'
import { askWordMeaning } from './word-meaning.js'
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
  /** Statuses by word form (dictionary forms and the forms linked to them). */
  listWordStatuses(userId: string, language: string): Promise<Map<string, WordStatusValue>>
  /** Statuses by dictionary form: each entry's status goes to its lemma. */
  setWordStatuses(
    userId: string,
    language: string,
    entries: readonly WordStatusEntry[],
  ): Promise<void>
  recordReadingEvent(event: NewReadingEvent): Promise<RecordedReading>
  getReadingPosition(userId: string, storyId: string): Promise<ReadingPosition | null>
  /** Entries by dictionary form (status, own meaning, note) and form → lemma links. */
  listWordEntries(userId: string, language: string): Promise<WordBook>
  saveWordDetails(input: WordDetailsInput): Promise<void>
  /** The learner's own link of a form; `lemma === form` unlinks it. */
  linkWordForm(userId: string, language: string, form: string, lemma: string): Promise<void>
  /** Forgets the learner's own link of a form. */
  removeWordLink(userId: string, language: string, form: string): Promise<void>
  /** Folds pre-lemma words into their dictionary forms; returns how many were folded. */
  relinkWords(language: string, links: readonly WordRelink[]): Promise<number>
  listPhrases(userId: string, language: string): Promise<Phrase[]>
  savePhrase(userId: string, input: PhraseInput): Promise<Phrase>
  deletePhrase(id: string): Promise<void>
  listVocabulary(query: VocabularyQuery): Promise<Page<VocabularyItem>>
  /** Every item matching the filters, for export. */
  listAllVocabulary(query: Omit<VocabularyQuery, 'page' | 'pageSize'>): Promise<VocabularyItem[]>
  setVocabularyStatus(items: readonly VocabularyKey[], status: WordStatusValue): Promise<number>
  /** All or nothing; rejects with `INVALID_FORMAT` and `context.problems` for bad lines. */
  importVocabulary(rows: readonly VocabularyImportRow[]): Promise<number>
  listReviewQueue(query: ReviewQueueQuery): Promise<ReviewCard[]>
  countDueReviews(dayStart?: string): Promise<ReviewDueCount[]>
  recordReview(input: ReviewInput): Promise<void>
  /** A word's meaning in its sentence from the connected AI provider (server-side, cached). */
  askWordMeaning(input: WordMeaningInput): Promise<WordMeaningReply>
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
    setWordStatuses: (_userId, language, entries) => setWordStatuses(client, language, entries),
    listWordEntries: (userId, language) => listWordEntries(client, userId, language),
    saveWordDetails: (input) => saveWordDetails(client, input),
    linkWordForm: (userId, language, form, lemma) =>
      linkWordForm(client, userId, language, form, lemma),
    removeWordLink: (userId, language, form) => removeWordLink(client, userId, language, form),
    relinkWords: (language, links) => relinkWords(client, language, links),
    listPhrases: (userId, language) => listPhrases(client, userId, language),
    savePhrase: (userId, input) => savePhrase(client, userId, input),
    deletePhrase: (id) => deletePhrase(client, id),
    listVocabulary: (query) => listVocabulary(client, query),
    listAllVocabulary: (query) => listAllVocabulary(client, query),
    setVocabularyStatus: (items, status) => setVocabularyStatus(client, items, status),
    importVocabulary: (rows) => importVocabulary(client, rows),
    listReviewQueue: (query) => listReviewQueue(client, query),
    countDueReviews: (dayStart) => countDueReviews(client, dayStart),
    recordReview: (input) => recordReview(client, input),
    askWordMeaning: (input) => askWordMeaning(client, input),
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
