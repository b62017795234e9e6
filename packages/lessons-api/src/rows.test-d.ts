import type { Fits, FunctionRowFits, TableRowFits, ViewRowFits } from '@fabula/database'
import type {
  LessonAuthorSchema,
  LessonCardSchema,
  LessonProgressSchema,
  LessonRowSchema,
  LessonSummarySchema,
} from './rows.js'

// Compile-time proof that each row schema reads what the database sends: every field is a column
// of its table, view or function, with a fitting type and nullability (@fabula/database, types
// generated from supabase/schemas). `tsc --noEmit` fails here when a column and a schema drift.
// The staff functions that answer JSON (admin_learner_progress, admin_learner_detail, the
// analytics series) have no row type to check against.
export type LessonRowFits = Fits<TableRowFits<typeof LessonRowSchema, 'lessons'>>
export type LessonCardFits = Fits<ViewRowFits<typeof LessonCardSchema, 'lesson_catalog'>>
export type LessonSummaryFits = Fits<ViewRowFits<typeof LessonSummarySchema, 'lesson_summaries'>>
export type LessonAuthorFits = Fits<FunctionRowFits<typeof LessonAuthorSchema, 'lesson_authors'>>
export type LessonProgressFits = Fits<TableRowFits<typeof LessonProgressSchema, 'lesson_progress'>>
