import type { WordMeaningInput } from '../contract/word-meaning.js'
import type { StoryListQuery } from '../list-stories.js'
import type { ReviewQueueQuery } from '../review.js'
import type { VocabularyQuery } from '../vocabulary.js'

/**
 * Query keys of reading data. Everything starts with `['reading']`; per-learner data carries the
 * learner's id, so two accounts in one tab never share a cache entry.
 */
export const readingKeys = {
  all: ['reading'] as const,
  stories: (userId: string) => ['reading', userId, 'stories'] as const,
  storyList: (query: StoryListQuery) =>
    [...readingKeys.stories(query.userId), 'list', { ...query }] as const,
  story: (userId: string, id: string) => [...readingKeys.stories(userId), 'detail', id] as const,
  request: (id: string) => ['reading', 'request', id] as const,
  /** Everything about a learner's words in one language (statuses, entries) starts here. */
  wordStatuses: (userId: string, language: string) =>
    ['reading', userId, 'word-statuses', language] as const,
  wordEntries: (userId: string, language: string) =>
    [...readingKeys.wordStatuses(userId, language), 'entries'] as const,
  phrases: (userId: string, language: string) => ['reading', userId, 'phrases', language] as const,
  vocabulary: (userId: string) => ['reading', userId, 'vocabulary'] as const,
  vocabularyList: (query: VocabularyQuery) =>
    [...readingKeys.vocabulary(query.userId), 'list', { ...query }] as const,
  review: (userId: string) => ['reading', userId, 'review'] as const,
  reviewQueue: (userId: string, query: ReviewQueueQuery) =>
    [...readingKeys.review(userId), 'queue', { ...query }] as const,
  dueReviews: (userId: string) => [...readingKeys.review(userId), 'due'] as const,
  /** Provider meanings are the same for every learner: keyed by word and sentence only. */
  wordMeaning: (input: WordMeaningInput) =>
    [
      'reading',
      'word-meaning',
      input.language,
      input.native_language,
      input.word,
      input.sentence ?? '',
    ] as const,
  readingEvents: (userId: string) => ['reading', userId, 'events'] as const,
  questions: (storyId: string) => ['reading', 'questions', storyId] as const,
  testHistory: (userId: string) => ['reading', userId, 'test-history'] as const,
  storyOptions: () => ['reading', 'story-options'] as const,
  importParts: (userId: string, importId: string) =>
    [...readingKeys.stories(userId), 'import-parts', importId] as const,
  readingPosition: (userId: string, storyId: string) =>
    ['reading', userId, 'position', storyId] as const,
  /** Every dashboard card of a learner (refreshed together after reading or a test). */
  dashboard: (userId: string) => ['reading', userId, 'dashboard'] as const,
  dashboardCard: (userId: string, card: string, args: readonly unknown[] = []) =>
    [...readingKeys.dashboard(userId), card, ...args] as const,
  readingGoal: (userId: string) => ['reading', userId, 'goal'] as const,
}
