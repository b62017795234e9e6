/**
 * Lessons over supabase-js, shaped like `@fabula/reading-api`: the lesson content format (the one
 * validation of lesson bodies, for the shipped files, the authoring form and what the database
 * returns), learners' catalogue and progress, authoring, and the staff's learner progress and
 * analytics; one file per operation, a repository interface with the supabase-js implementation
 * as the seam, rows parsed with valibot at the edge, server-side lists (`{ rows, total }`).
 * Query options and hooks live in `./react`.
 *
 * @packageDocumentation
 */
export {
  CLOZE_GAP,
  ClozeExerciseSchema,
  ClozeItemSchema,
  ExampleSchema,
  ExamplesSectionSchema,
  ExerciseSectionSchema,
  ExplanationSectionSchema,
  LESSON_LIMITS,
  LESSON_TRANSLATION_LANGUAGES,
  LessonIdSchema,
  LessonIndexEntrySchema,
  LessonIndexSchema,
  LessonSchema,
  LessonSectionSchema,
  MatchingExerciseSchema,
  MatchingPairSchema,
  MultipleChoiceExerciseSchema,
  MultipleChoiceQuestionSchema,
  OrderingExerciseSchema,
  OrderingItemSchema,
  VocabularyItemSchema,
  VocabularySectionSchema,
  checkLessonCollection,
  countClozeGaps,
  isAcceptedAnswer,
  isCorrectOrder,
  normalizeAnswer,
  parseLessonMarkdown,
  toLessonIndexEntry,
} from './content-schema.js'
export type {
  ExerciseSection,
  Lesson,
  LessonBlock,
  LessonIndexEntry,
  LessonInline,
  LessonMarkdown,
  LessonSection,
  OrderingItem,
} from './content-schema.js'
export {
  ACTIVITY_WINDOWS,
  ADMIN_LESSON_SORTS,
  ANALYTICS_LIMITS,
  ANALYTICS_RANGES,
  DETAIL_DAYS,
  LEARNER_SORTS,
  LESSON_STATES,
  LESSON_STATUSES,
  LESSON_TABS,
  LESSON_TOPICS,
  type LessonTopic,
} from './constants.js'
export {
  ANALYTICS_ROW_SCHEMAS,
  LessonCardSchema,
  LessonProgressSchema,
  LessonSummarySchema,
  type AnalyticsMetric,
  type AnalyticsRows,
  type ExerciseResult,
  type LearnerDetail,
  type LearnerProgress,
  type LessonAuthor,
  type LessonCard,
  type LessonProgress,
  type LessonState,
  type LessonStatus,
  type LessonSummary,
  type Page,
  type StoredLesson,
} from './rows.js'
export {
  getLesson,
  listLessons,
  type LessonDetail,
  type LessonLink,
  type LessonListQuery,
  type LessonTab,
} from './lesson-catalog.js'
export {
  LessonProgressInputSchema,
  recordLessonProgress,
  type LessonProgressInput,
} from './lesson-progress.js'
export {
  createLesson,
  deleteLesson,
  duplicateLesson,
  getAdminLesson,
  listAdminLessons,
  listLessonAuthors,
  moveLesson,
  setLessonStatus,
  updateLesson,
  type AdminLessonQuery,
} from './lesson-authoring.js'
export {
  LearnerProgressQuerySchema,
  getLearnerDetail,
  listLearnerProgress,
  type LearnerProgressQuery,
  type LearnerSort,
} from './learner-progress.js'
export {
  ANALYTICS_METRICS,
  analyticsRange,
  checkAnalyticsRange,
  todayUtc,
  type AnalyticsRange,
  type AnalyticsRangeProblem,
} from './analytics-range.js'
export { getAnalytics } from './analytics.js'
export { createSupabaseLessonsRepository, type LessonsRepository } from './lessons-repository.js'
