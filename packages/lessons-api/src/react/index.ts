/**
 * Query options and hooks of the lesson data (TanStack Query), each over a
 * {@link LessonsRepository} so tests can pass an in-memory one.
 *
 * @packageDocumentation
 */
export { lessonKeys } from './keys.js'
export {
  lessonListQueryOptions,
  lessonQueryOptions,
  useLesson,
  useLessonList,
} from './lesson-catalog.js'
export { useRecordLessonProgress } from './lesson-progress.js'
export {
  adminLessonListQueryOptions,
  adminLessonQueryOptions,
  lessonAuthorsQueryOptions,
  useAdminLesson,
  useAdminLessonList,
  useDeleteLesson,
  useDuplicateLesson,
  useLessonAuthors,
  useMoveLesson,
  useSaveLesson,
  useSetLessonStatus,
  type SaveLessonVariables,
} from './lesson-authoring.js'
export {
  learnerDetailQueryOptions,
  learnerProgressQueryOptions,
  useLearnerDetail,
  useLearnerProgress,
} from './learner-progress.js'
export { analyticsQueryOptions, useAnalytics } from './analytics.js'
