import type { AnalyticsRange } from '../analytics-range.js'
import type { LearnerProgressQuery } from '../learner-progress.js'
import type { AdminLessonQuery } from '../lesson-authoring.js'
import type { LessonListQuery } from '../lesson-catalog.js'
import type { AnalyticsMetric } from '../rows.js'

/**
 * Query keys of lesson data. Everything starts with `['lessons']`; a learner's data carries their
 * id, so two accounts in one tab never share a cache entry; staff data sits under `admin` and
 * `insights`.
 */
export const lessonKeys = {
  all: ['lessons'] as const,
  learner: (userId: string) => ['lessons', userId] as const,
  list: (userId: string, query: LessonListQuery) =>
    [...lessonKeys.learner(userId), 'list', { ...query }] as const,
  lesson: (userId: string, id: string) => [...lessonKeys.learner(userId), 'lesson', id] as const,
  admin: ['lessons', 'admin'] as const,
  adminList: (query: AdminLessonQuery) => [...lessonKeys.admin, 'list', { ...query }] as const,
  adminLesson: (id: string) => [...lessonKeys.admin, 'lesson', id] as const,
  authors: ['lessons', 'admin', 'authors'] as const,
  insights: ['lessons', 'insights'] as const,
  progress: (query: LearnerProgressQuery) =>
    [...lessonKeys.insights, 'progress', { ...query }] as const,
  learnerDetail: (userId: string, days: number) =>
    [...lessonKeys.insights, 'learner', userId, days] as const,
  analytics: (metric: AnalyticsMetric, range: AnalyticsRange) =>
    [...lessonKeys.insights, 'analytics', metric, range.from, range.to] as const,
}
