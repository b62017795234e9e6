import type { SupabaseClient } from '@supabase/supabase-js'
import { AppError } from '@fabula/errors'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { ExerciseResultSchema, LessonProgressSchema, type LessonProgress } from './rows.js'

/** What a learner did in a lesson: opened a section, checked an exercise, or finished. */
export const LessonProgressInputSchema = v.pipe(
  v.object({
    lessonId: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
    /** Index of the section the learner is on (0-based). */
    section: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
    /** The score of the exercise in that section, when they checked it. */
    result: v.optional(ExerciseResultSchema),
    /** True on the last section when they finish the lesson. */
    complete: v.optional(v.boolean()),
  }),
  v.check(
    (input) => !input.result || input.result.correct <= input.result.total,
    'correct must not exceed total',
  ),
)

/** Input of {@link recordLessonProgress}. */
export type LessonProgressInput = v.InferInput<typeof LessonProgressInputSchema>

/**
 * Records the caller's progress in a published lesson and returns it merged: the furthest
 * section is kept, an exercise's newest score replaces the older one, completion is kept once
 * recorded. Unknown or unpublished lessons are refused with 404.
 *
 * @throws AppError `INVALID_FORMAT` before any request for input outside the schema, else
 *   carrying the HTTP status of a failed call
 */
export async function recordLessonProgress(
  client: SupabaseClient,
  input: LessonProgressInput,
): Promise<LessonProgress> {
  const parsed = v.safeParse(LessonProgressInputSchema, input)
  if (!parsed.success) {
    throw new AppError('INVALID_FORMAT', {
      message: `lessons.progress: ${parsed.issues[0].message}`,
      context: { operation: 'lessons.progress', path: v.getDotPath(parsed.issues[0]) },
    })
  }
  const { lessonId, section, result, complete } = parsed.output
  const { data, error, status } = await client.rpc('record_lesson_progress', {
    p_lesson_id: lessonId,
    p_section: section,
    p_result: result ?? null,
    p_complete: complete ?? false,
  })
  if (error) throw failed(error, status, 'lessons.progress')
  return parseWith(LessonProgressSchema, data, 'lessons.progress')
}
