import type { SupabaseClient } from '@supabase/supabase-js'
import type { AnalyticsRange } from './analytics-range.js'
import { getAnalytics } from './analytics.js'
import type { Lesson } from './content-schema.js'
import {
  getLearnerDetail,
  listLearnerProgress,
  type LearnerProgressQuery,
} from './learner-progress.js'
import {
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
import {
  getLesson,
  listLessons,
  type LessonDetail,
  type LessonListQuery,
} from './lesson-catalog.js'
import { recordLessonProgress, type LessonProgressInput } from './lesson-progress.js'
import type {
  AnalyticsMetric,
  AnalyticsRows,
  LearnerDetail,
  LearnerProgress,
  LessonAuthor,
  LessonCard,
  LessonProgress,
  LessonStatus,
  LessonSummary,
  Page,
  StoredLesson,
} from './rows.js'

/**
 * Where the lesson screens and the staff's progress and analytics screens read and write.
 * Screens and hooks depend on this interface, so tests can pass an in-memory one;
 * {@link createSupabaseLessonsRepository} is the real one. Row-level security and the database
 * functions decide what each caller may do; every method rejects with an `AppError` that keeps
 * the HTTP status of a failed call.
 */
export interface LessonsRepository {
  // Learners
  listLessons(query: LessonListQuery): Promise<Page<LessonCard>>
  getLesson(userId: string, id: string): Promise<LessonDetail | null>
  recordProgress(input: LessonProgressInput): Promise<LessonProgress>
  // Authoring (superadmin, admin, manager)
  listAdminLessons(query: AdminLessonQuery): Promise<Page<LessonSummary>>
  getAdminLesson(id: string): Promise<StoredLesson | null>
  createLesson(lesson: Lesson, status: LessonStatus): Promise<StoredLesson>
  updateLesson(lesson: Lesson, status: LessonStatus): Promise<StoredLesson>
  setLessonStatus(id: string, status: LessonStatus): Promise<void>
  moveLesson(id: string, position: number): Promise<void>
  duplicateLesson(id: string, level: string): Promise<string>
  deleteLesson(id: string): Promise<void>
  listLessonAuthors(): Promise<LessonAuthor[]>
  // Learner progress and analytics (superadmin, admin, manager)
  listLearnerProgress(query: LearnerProgressQuery): Promise<Page<LearnerProgress>>
  getLearnerDetail(userId: string, days?: number): Promise<LearnerDetail | null>
  getAnalytics<M extends AnalyticsMetric>(
    metric: M,
    range: AnalyticsRange,
  ): Promise<AnalyticsRows<M>>
}

/**
 * The supabase-js implementation of {@link LessonsRepository}. Pass the app's client.
 *
 * @example
 * const lessons = createSupabaseLessonsRepository(supabase)
 * const { rows, total } = await lessons.listLessons({ page: 1, pageSize: 12, tab: 'browse' })
 */
export function createSupabaseLessonsRepository(client: SupabaseClient): LessonsRepository {
  return {
    listLessons: (query) => listLessons(client, query),
    getLesson: (userId, id) => getLesson(client, userId, id),
    recordProgress: (input) => recordLessonProgress(client, input),
    listAdminLessons: (query) => listAdminLessons(client, query),
    getAdminLesson: (id) => getAdminLesson(client, id),
    createLesson: (lesson, status) => createLesson(client, lesson, status),
    updateLesson: (lesson, status) => updateLesson(client, lesson, status),
    setLessonStatus: (id, status) => setLessonStatus(client, id, status),
    moveLesson: (id, position) => moveLesson(client, id, position),
    duplicateLesson: (id, level) => duplicateLesson(client, id, level),
    deleteLesson: (id) => deleteLesson(client, id),
    listLessonAuthors: () => listLessonAuthors(client),
    listLearnerProgress: (query) => listLearnerProgress(client, query),
    getLearnerDetail: (userId, days) => getLearnerDetail(client, userId, days),
    getAnalytics: (metric, range) => getAnalytics(client, metric, range),
  }
}
